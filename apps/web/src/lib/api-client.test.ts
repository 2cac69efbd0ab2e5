import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(): Promise<ApiError> {
  const error: unknown = await apiRequest('/api/x').catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('apiRequest errors', () => {
  it('carries a catalogue code with the server’s Turkish text and status', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: { code: 'BID_TOO_LOW', message: 'Teklif tutarı en az 5 ₺ olmalıdır.' },
      }),
    );
    const error = await caught();
    expect(error).toMatchObject({ status: 409, code: 'BID_TOO_LOW' });
    expect(error.message).toBe('Teklif tutarı en az 5 ₺ olmalıdır.');
  });

  it('reads a code this build does not know as UNKNOWN, still showing the server’s text', async () => {
    vi.stubGlobal('fetch', answer(409, { error: { code: 'NEW_RULE', message: 'Yeni kural.' } }));
    const error = await caught();
    expect(error).toMatchObject({ status: 409, code: 'UNKNOWN', message: 'Yeni kural.' });
  });
});
