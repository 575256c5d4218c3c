import { endpoint } from '../endpoint';
import { programContentQuerySchema, programContentResponseSchema } from '../program-content';

/* A program's content for the care options page (spec §7). */

export const getProgramContent = endpoint({
  method: 'GET',
  path: '/programs/sitecore',
  summary: "One program's content.",
  query: programContentQuerySchema,
  response: programContentResponseSchema,
  failure: 'screen',
});
