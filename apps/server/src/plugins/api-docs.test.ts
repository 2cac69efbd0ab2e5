import { ERRORS, isErrorCode } from '@arsamezat/shared/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app.ts';
import { PRODUCTION_TEST_ENV } from '../../test/helpers/production-env.ts';

type ErrorSchema = { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } };
type ErrorEntry = { content?: { 'application/json'?: { schema?: ErrorSchema } } };
type Operation = { 'x-error-codes'?: string[]; responses?: Record<string, ErrorEntry> };
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(() => t.close());

  const codesAt = (path: string, method: string, status: number) =>
    doc.paths[path]?.[method]?.responses?.[String(status)]?.content?.['application/json']?.schema
      ?.properties?.error?.properties?.code?.enum;

  it("lists a route's error codes under their statuses", () => {
    expect(codesAt('/api/listings/{id}/bids', 'post', 409)).toEqual(
      expect.arrayContaining(['AUCTION_NOT_ACTIVE', 'ALREADY_HIGHEST', 'BID_TOO_LOW']),
    );
    expect(codesAt('/api/listings/{id}/bids', 'post', 403)).toEqual(
      expect.arrayContaining(['DEPOSIT_REQUIRED', 'CSRF_FAILED']),
    );
    expect(codesAt('/api/auth/login', 'post', 401)).toEqual(['INVALID_CREDENTIALS']);
    expect(codesAt('/api/auth/login', 'post', 429)).toEqual(['RATE_LIMITED']);
    expect(codesAt('/api/listings/{id}', 'get', 404)).toEqual(['NOT_FOUND']);
    expect(codesAt('/api/admin/listings/{id}', 'delete', 409)).toEqual(['LISTING_HAS_RECORDS']);
    expect(codesAt('/api/admin/listings/{id}', 'delete', 401)).toEqual(['UNAUTHENTICATED']);
    expect(codesAt('/api/admin/offers/{id}/accept', 'post', 403)).toEqual(
      expect.arrayContaining(['FORBIDDEN', 'CSRF_FAILED']),
    );
    expect(doc.paths['/api/listings']?.get?.['x-error-codes']).toEqual(['VALIDATION', 'INTERNAL']);
  });

  it('lists only catalogue codes, each under the status the catalogue gives it', () => {
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const codes = operation['x-error-codes'] ?? [];
        expect(codes, `${method} ${path}`).toContain('INTERNAL');
        for (const code of codes) {
          expect(isErrorCode(code), `${method} ${path}: ${code}`).toBe(true);
          if (!isErrorCode(code)) continue;
          const listed = codesAt(path, method, ERRORS[code].status);
          if (listed) expect(listed, `${method} ${path}`).toContain(code);
        }
      }
    }
    expect(operations).toBeGreaterThan(30);
  });
});

describe('API_DOCS', () => {
  it('keeps the documentation off in production unless asked for', async () => {
    const env = PRODUCTION_TEST_ENV;
    const off = await createTestApp({ env });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const res = await off.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      }
    } finally {
      await off.close();
    }
    const on = await createTestApp({ env: { ...env, API_DOCS: 'true' } });
    try {
      expect((await on.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });

  it('can be switched off outside production', async () => {
    const off = await createTestApp({ env: { API_DOCS: 'false' } });
    try {
      expect((await off.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
