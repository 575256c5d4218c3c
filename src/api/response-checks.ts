import { firstPageAnswerSchemas } from './generated/first-page-answers';
import { matchesSchema, type JsonSchema } from './schema-check';

/*
 * The answers' schemas and their check, in a chunk of their own: the client loads it with the first call that needs
 * it (in parallel with the request), so no page's first paint waits for it. It holds the first pages' schemas only
 * (the calls declared `firstPage`); every other call's load with the first of them (src/api/generated/, written by
 * `npm run generate` from schemas/api/endpoints/), so new pages never grow /home.
 */

const checkOf = (schema: JsonSchema | undefined) => (body: unknown) => schema !== undefined && matchesSchema(schema, body);

/** The check of the answer of the call `name` (loading the later pages' schemas when it is one of theirs). */
export async function responseCheckFor(name: string, firstPage: boolean): Promise<(body: unknown) => boolean> {
  if (firstPage) return checkOf(firstPageAnswerSchemas[name]);
  const { laterAnswerSchemas } = await import('./generated/later-answers');
  return checkOf(laterAnswerSchemas[name]);
}
