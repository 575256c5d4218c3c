import { responseSchemas, type ResponseName } from '@schemas/api/responses';
import { matchesSchema } from './schema-check';

/*
 * The gateway's answers' schemas and their check, in a chunk of their own: the client loads it with the first call
 * that needs it (in parallel with the request), so no page's first paint waits for it.
 */

export function isExpectedResponse(name: ResponseName, body: unknown): boolean {
  return matchesSchema(responseSchemas[name], body);
}
