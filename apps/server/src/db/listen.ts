import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Receives each NOTIFY payload of one channel. */
export type NotificationHandler = (payload: string | undefined) => void;
/** Stops listening and releases the connection. */
export type StopListening = () => Promise<void>;
/** Opens a LISTEN on `channel`; `onTrouble` hears connection problems (it never throws). */
export type Listen = (
  channel: string,
  onNotification: NotificationHandler,
  onTrouble: (error: unknown, what: string) => void,
) => Promise<StopListening>;

const RECONNECT_MS = 1000;

/** PGlite delivers notifications in process. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotification) => {
    const unlisten = await client.listen(channel, onNotification);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
}

/**
 * On PostgreSQL a dedicated pg.Client beside the pool (a pooled connection cannot hold a LISTEN).
 * A dropped connection (server restart, network) reconnects every second; notifications sent
 * meanwhile are lost, which is why listeners must tolerate gaps.
 */
export function postgresListen(pool: pg.Pool): Listen {
  return async (channel, onNotification, onTrouble) => {
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let stopped = false;

    const connect = async (): Promise<void> => {
      const next = new pg.Client(pool.options);
      next.on('notification', (message) => {
        if (message.channel === channel) onNotification(message.payload);
      });
      next.on('error', (error) => onTrouble(error, 'listen connection failed'));
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = null;
        retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
        retry.unref();
      });
      await next.connect();
      // The channel is our own constant, never user input; LISTEN takes no parameters.
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
    };
    const scheduleRetry = (error: unknown) => {
      onTrouble(error, 'listen reconnect failed');
      if (stopped) return;
      retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
      retry.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  };
}
