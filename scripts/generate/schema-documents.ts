import { brandManifestSchema } from './manifest-schema';
import { contentSchema } from '../../schemas/generic/content.schema';
import { ruleSchema } from '../../schemas/rule.schema';

export const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

export interface SchemaDocument {
  /** Path of the committed JSON file, relative to the repo root. */
  file: string;
  /** Name of the standalone validator exported from src/manifest/generated/validators.js. */
  validator: string;
  /** The schema as written to the file (and compiled): `$schema` first, for editors. */
  schema: Record<string, unknown> & { $id: string };
}

const document = (schema: { $id: string }) => ({ $schema: JSON_SCHEMA_DRAFT, ...schema });

/** The schemas that become committed JSON files and standalone validators. */
export const schemaDocuments: readonly SchemaDocument[] = [
  { file: 'schemas/brand-manifest.schema.json', validator: 'validateManifest', schema: document(brandManifestSchema) },
  { file: 'schemas/content.schema.json', validator: 'validateContent', schema: document(contentSchema) },
  { file: 'schemas/rule.schema.json', validator: 'validateRule', schema: document(ruleSchema) },
];

/** The exact text of a committed schema file (pretty JSON, trailing newline). */
export const schemaFileText = (doc: SchemaDocument): string => `${JSON.stringify(doc.schema, null, 2)}\n`;
