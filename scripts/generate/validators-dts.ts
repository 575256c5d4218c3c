import type { SchemaDocument } from './schema-documents';

/** The type declarations of src/manifest/generated/validators.js. */
export function validatorsDts(docs: readonly SchemaDocument[], header: string): string {
  return [
    header,
    "import type { ErrorObject } from 'ajv';",
    '',
    '/** One ajv error (verbose: `schema`, `parentSchema` and `data` are set; `message` is not). */',
    'export type ValidationError = ErrorObject;',
    '',
    '/** An ajv standalone validator: returns whether `data` is valid and leaves the errors on `.errors`. */',
    'export interface StandaloneValidator {',
    '  (data: unknown): boolean;',
    '  errors?: ValidationError[] | null;',
    '}',
    '',
    ...docs.map((doc) => `/** Validates against ${doc.file}. */\nexport declare const ${doc.validator}: StandaloneValidator;`),
    '',
  ].join('\n');
}
