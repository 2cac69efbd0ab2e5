import { defineContract } from '@arsamezat/shared/core/api-route';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route, type ZodApp } from './route.ts';

const echo = defineContract(
  { method: 'POST', path: '/api/things/:id' },
  {
    errorCodes: ['NOT_FOUND'],
    schema: {
      tags: ['things'],
      summary: 'Echo',
      params: z.object({ id: z.coerce.number().int() }),
      body: z.object({ name: z.string().max(10) }),
      response: { 200: z.object({ id: z.number(), name: z.string() }) },
    },
  },
);

async function appWith(register: (api: ZodApp) => void, prefix = '/api') {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const seen: { url: string; errorCodes?: readonly string[] }[] = [];
  app.addHook('onRoute', (options) => {
    seen.push({ url: options.url, errorCodes: options.config?.errorCodes });
  });
  await app.register(
    async (api) => {
      register(api);
    },
    { prefix },
  );
  await app.ready();
  return { app, seen };
}

describe('route (a shared contract registered)', () => {
  it('answers on the contract path under its prefix, with the schemas validating', async () => {
    const { app, seen } = await appWith((api) =>
      route(api, echo, {
        config: { errorCodes: ['FORBIDDEN'] },
        // Typed from the contract: params.id is a number, body.name a string.
        handler: (request) => ({ id: request.params.id + 1, name: request.body.name }),
      }),
    );
    const ok = await app.inject({ method: 'POST', url: '/api/things/41', payload: { name: 'a' } });
    expect(ok.json()).toEqual({ id: 42, name: 'a' });
    const bad = await app.inject({ method: 'POST', url: '/api/things/x', payload: { name: 'a' } });
    expect(bad.statusCode).toBe(400);
    const wrongMethod = await app.inject({ method: 'GET', url: '/api/things/41' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(seen).toEqual([{ url: '/api/things/:id', errorCodes: ['NOT_FOUND', 'FORBIDDEN'] }]);
    await app.close();
  });

  it('refuses a contract registered under a prefix its path does not start with', async () => {
    await expect(
      appWith((api) => route(api, echo, { handler: () => ({ id: 1, name: '' }) }), '/other'),
    ).rejects.toThrow(/POST \/api\/things\/:id registered under the prefix '\/other'/);
  });
});
