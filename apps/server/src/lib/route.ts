import type { ApiContract, ApiRoute, ContractSchema } from '@arsamezat/shared/core/api-route';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app as a routes plugin sees it (FastifyPluginAsyncZod's instance). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the server adds to a contract: its hooks, its limits and its handler. */
export type RouteImplementation<S extends ContractSchema> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'schema'
>;

/**
 * Registers a shared contract's operation (decision 056): its method and path, its schemas
 * (validation, serialisation, the API docs) and its error codes come from the contract, the
 * handler's request and reply types from its schemas. The contract's path is the public one
 * (`/api/...`); the plugin's prefix is taken off, so a route registered in the wrong place fails
 * at start rather than answering on a path no client calls.
 */
export function route<R extends ApiRoute, S extends ContractSchema>(
  app: ZodApp,
  contract: ApiContract<R, S>,
  implementation: RouteImplementation<S>,
): void {
  const { prefix } = app;
  if (!contract.path.startsWith(`${prefix}/`)) {
    throw new Error(`${contract.method} ${contract.path} registered under the prefix '${prefix}'`);
  }
  app.route({
    ...implementation,
    method: contract.method,
    url: contract.path.slice(prefix.length),
    schema: contract.schema,
    config: {
      ...implementation.config,
      errorCodes: [...contract.errorCodes, ...(implementation.config?.errorCodes ?? [])],
    },
  });
}
