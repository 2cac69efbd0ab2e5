/**
 * The ceiling of NOTIFY on this host, for bench:scale's projection: how many small write
 * transactions a second PostgreSQL commits from 8 concurrent writers, without NOTIFY and with one
 * NOTIFY each (an id-sized payload), while 0, 3 and more connections LISTEN (each instance holds
 * one). NOTIFY takes a global lock at commit and signals every listening backend, so its cost
 * grows with the listeners; this measures that growth on a throw-away database.
 */
import pg from 'pg';

export type NotifyProbe = {
  writers: number;
  secondsPerCase: number;
  withoutNotify: number;
  /** Commits a second with NOTIFY, by the number of listening connections. */
  withNotify: { listeners: number; perSecond: number; delivered: number }[];
};

const CHANNEL = 'bench_probe';
const WRITERS = 8;
const SECONDS = 3;

async function writeFor(databaseUrl: string, notify: boolean): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  let commits = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client, i) => {
      while (performance.now() < until) {
        await client.query('begin');
        const { rows } = await client.query<{ id: string }>(
          'insert into bench_probe (writer) values ($1) returning id::text',
          [i],
        );
        if (notify) await client.query('select pg_notify($1, $2)', [CHANNEL, rows[0]?.id ?? '']);
        await client.query('commit');
        commits++;
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  return Math.round(commits / SECONDS);
}

/** Runs the probe on `databaseUrl` (a throw-away database: it creates a table there). */
export async function probeNotify(
  databaseUrl: string,
  listenerCounts: number[],
): Promise<NotifyProbe> {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(
    'create table if not exists bench_probe (id bigserial primary key, writer int)',
  );
  const { rows } = await setup.query<{ free: number }>(
    `select current_setting('max_connections')::int - count(*)::int as free from pg_stat_activity`,
  );
  await setup.end();
  // Leave room for the writers and for other users of the server.
  const room = Math.max(0, (rows[0]?.free ?? 0) - WRITERS - 10);
  const result: NotifyProbe = {
    writers: WRITERS,
    secondsPerCase: SECONDS,
    withoutNotify: await writeFor(databaseUrl, false),
    withNotify: [],
  };
  for (const wanted of listenerCounts) {
    const count = Math.min(wanted, room);
    let delivered = 0;
    const listeners = await Promise.all(
      Array.from({ length: count }, async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        client.on('notification', () => delivered++);
        await client.query(`listen ${CHANNEL}`);
        return client;
      }),
    );
    const perSecond = await writeFor(databaseUrl, true);
    await Promise.all(listeners.map((c) => c.end()));
    result.withNotify.push({ listeners: count, perSecond, delivered });
    if (count < wanted) break;
  }
  return result;
}
