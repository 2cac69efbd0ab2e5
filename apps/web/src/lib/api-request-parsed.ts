import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client';

/**
 * A request to our API whose answer is read through its contract's schema, the schema's module
 * (and zod) loading beside the request instead of with the page's scripts, so a server-rendered
 * page hydrates without them (decision 050). The session and site checks write the same inline:
 * they are in the first load, whose budget has no room for this module.
 */
export async function apiRequestParsed<T>(
  loadSchema: () => Promise<z.ZodType<T>>,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const [schema, data] = await Promise.all([loadSchema(), apiRequest<unknown>(path, options)]);
  return schema.parse(data);
}
