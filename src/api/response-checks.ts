import { firstPageResponseSchemas } from '@schemas/api/first-page-responses';
import type { FirstPageResponseName, LaterResponseName, ResponseName } from '@schemas/api/responses';
import { matchesSchema, type JsonSchema } from './schema-check';

/*
 * The answers' schemas and their check, in a chunk of their own: the client loads it with the first call that needs
 * it (in parallel with the request), so no page's first paint waits for it. It holds the first pages' schemas only;
 * every other page's load with their first call (schemas/api/later-responses.ts), so new pages never grow /home.
 */

const isFirstPageResponse = (name: ResponseName): name is FirstPageResponseName =>
  Object.hasOwn(firstPageResponseSchemas, name);

const checkOf = (schema: JsonSchema) => (body: unknown) => matchesSchema(schema, body);

/** The check of the answer `name` names (loading the later pages' schemas when it is one of theirs). */
export async function responseCheckFor(name: ResponseName): Promise<(body: unknown) => boolean> {
  if (isFirstPageResponse(name)) return checkOf(firstPageResponseSchemas[name]);
  const { laterResponseSchemas } = await import('@schemas/api/later-responses');
  return checkOf(laterResponseSchemas[name as LaterResponseName]);
}
