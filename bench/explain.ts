import { ListingsQuerySchema } from '@arsamezat/shared/listings/listings';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createListingsService } from '../apps/server/src/modules/listings/listings.service.ts';
import { createLocationsService } from '../apps/server/src/modules/locations/locations.service.ts';

/**
 * Runs one browse through the real listings service on a Drizzle that records its SQL, then
 * answers the EXPLAIN ANALYZE of every statement it sent, for reading query plans.
 */
export async function explainListingsQuery(database: Database, query: string): Promise<string> {
  const client = database.pglite;
  if (!client) throw new Error('--explain needs PGlite');
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (text, params) => statements.push({ sql: text, params }) },
  }) as unknown as Db;
  const service = createListingsService({
    db,
    clock: () => new Date(),
    locations: createLocationsService(),
  });
  await service.listListings(
    ListingsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
  );

  const plans: string[] = [];
  for (const statement of statements) {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off) ${statement.sql}`,
      statement.params,
    );
    plans.push(
      [`  ${statement.sql}`, ...result.rows.map((row) => `    ${row['QUERY PLAN']}`)].join('\n'),
    );
  }
  return plans.join('\n\n');
}
