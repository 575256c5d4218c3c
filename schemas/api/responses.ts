import { firstPageResponseSchemas } from './first-page-responses';
import { laterResponseSchemas } from './later-responses';

/**
 * Every answer of the gateway the app reads, by name. The browser checks each body against its schema before using
 * it (src/api/client.ts, with src/api/schema-check.ts): a body that does not parse or does not match is a failed call,
 * like a 500. The gateway answers with the same schemas. Two groups, so the first pages load only their own schemas:
 * a name is in exactly one of them (responses.test.ts).
 */
export const responseSchemas = { ...firstPageResponseSchemas, ...laterResponseSchemas } as const;

export type ResponseName = keyof typeof responseSchemas;
export type FirstPageResponseName = keyof typeof firstPageResponseSchemas;
export type LaterResponseName = keyof typeof laterResponseSchemas;
