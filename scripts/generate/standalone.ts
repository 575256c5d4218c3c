import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv } from '../../schemas/ajv-instance';
import type { SchemaDocument } from './schema-documents';

/** ajv standalone ESM source exporting one validator per document (may still `require` ajv's runtime helpers). */
export function standaloneSource(docs: readonly SchemaDocument[]): string {
  const ajv = createAjv();
  for (const doc of docs) ajv.addSchema(doc.schema);
  return standaloneCode(ajv, Object.fromEntries(docs.map((doc) => [doc.validator, doc.schema.$id])));
}
