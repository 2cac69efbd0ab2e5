import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, toAuditJson } from './audit-log.ts';
import { selectAuditEntries } from './audit.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const entry = {
  actorId: null,
  action: 'listing.update' as const,
  entityType: 'listing' as const,
  entityId: '11111111-1111-4111-8111-111111111111',
  before: { title: 'Eski' },
  after: { title: 'Yeni' },
};

describe('audit log', () => {
  it('keeps dates as ISO text and drops anything that looks like a secret', () => {
    expect(
      toAuditJson({
        at: new Date('2026-11-10T09:00:00Z'),
        passwordHash: 'x',
        nested: [{ token: 'y', keep: 1, skip: undefined }],
      }),
    ).toEqual({ at: '2026-11-10T09:00:00.000Z', nested: [{ keep: 1 }] });
  });

  it('records text with a lone surrogate as the text column keeps it, instead of failing the write', async () => {
    const { db } = database;
    const id = '22222222-2222-4222-8222-222222222222';
    await db.transaction((tx) =>
      recordAudit(tx, { ...entry, entityId: id, after: { title: 'A\ud800yşe' } }),
    );
    const rows = await selectAuditEntries(db, 'listing', id);
    expect(rows[0]).toMatchObject({ after: { title: 'A\ufffdyşe' } });
  });

  it('writes with the transaction and disappears with its rollback', async () => {
    const { db } = database;
    await db.transaction((tx) => recordAudit(tx, entry));
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { ...entry, after: { title: 'Geri alınan' } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await selectAuditEntries(db, 'listing', entry.entityId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'listing.update', before: { title: 'Eski' } });
  });
});
