import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The one ajv set-up for every validator of the project: `npm run generate` compiles the schemas with it
 * (scripts/generate), tests check schemas and examples with it; the browser gets the standalone code only.
 * - strict: a schema typo fails the build instead of silently validating nothing.
 * - verbose: each error carries its schema and data, so problems.ts can name the allowed keys and values.
 * - messages: false: ajv's English is never shown (problems.ts writes sentences for content editors).
 */
export const ajvOptions = {
  allErrors: true,
  strict: true,
  verbose: true,
  messages: false,
  code: { source: true, esm: true },
} satisfies Options;

export function createAjv(): Ajv {
  const ajv = new Ajv(ajvOptions);
  addFormats(ajv, ['email']);
  // `deprecated: true` on a property reports an error with keyword "deprecated"; problems.ts makes it a warning.
  ajv.removeKeyword('deprecated');
  ajv.addKeyword({
    keyword: 'deprecated',
    schemaType: 'boolean',
    code(cxt) {
      if (cxt.schema === true) cxt.error();
    },
  });
  // VS Code shows this text when an editor uses a deprecated key; problems.ts uses it as the warning's hint.
  ajv.addKeyword({ keyword: 'deprecationMessage', schemaType: 'string' });
  return ajv;
}
