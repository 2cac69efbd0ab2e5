import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiContract } from '@arsamezat/shared/core/api-route';

/** The shared package's route tables and contracts (decision 056), walked as files. */
const here = path.resolve(import.meta.dirname, '../../../../packages/shared/src');
// Recursive, so the walk still finds them once the package is in folders by domain.
const files = (suffix: string) =>
  fs
    .readdirSync(here, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix));

async function allContracts(): Promise<[string, ApiContract][]> {
  const found: [string, ApiContract][] = [];
  for (const file of files('.contracts.ts')) {
    const module = (await import(path.join(here, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'schema' in value && 'path' in value) {
        found.push([`${file}: ${name}`, value as ApiContract]);
      }
    }
  }
  return found;
}

describe('the route tables and contracts', () => {
  it('route tables import nothing at run time, so a page can call them without zod', () => {
    for (const file of files('.routes.ts')) {
      const text = fs.readFileSync(path.join(here, file), 'utf8');
      const runtimeImports = text.match(/^import (?!type )[^;]+;/gm) ?? [];
      expect({ file, runtimeImports }).toEqual({ file, runtimeImports: [] });
    }
  });

  it('each operation is declared once, under /api', async () => {
    const contracts = await allContracts();
    expect(contracts.length).toBeGreaterThan(100);
    const keys = contracts.map(([, c]) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, c] of contracts)
      expect({ name, path: c.path }).toMatchObject({ path: /^\/api\// });
  });

  it("a contract's params schema names exactly its path's :segments", async () => {
    for (const [name, c] of await allContracts()) {
      const inPath = [...c.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const shape = (c.schema.params as { shape?: Record<string, unknown> } | undefined)?.shape;
      expect({ name, params: Object.keys(shape ?? {}).sort() }).toEqual({ name, params: inPath });
    }
  });

  it('every operation in the API docs has its tags and summary', async () => {
    for (const [name, c] of await allContracts()) {
      if (c.schema.hide) continue;
      expect({ name, tags: c.schema.tags?.length ?? 0 }).not.toEqual({ name, tags: 0 });
      expect({ name, summary: Boolean(c.schema.summary) }).toEqual({ name, summary: true });
    }
  });
});
