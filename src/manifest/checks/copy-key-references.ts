import manifestSchemaDocument from '../../../schemas/brand-manifest.schema.json';
import { copyKeyReferencesIn, type CopyKeyReference, type Schema } from '../../engine/content/copy-key-walk';

export type { CopyKeyReference };

/**
 * Every copy key a manifest uses: each string whose schema has the copy-key pattern (menu labels, labelWhen
 * labels, footer lines and links, alerts, contact labels and hours, and any widget prop declared as a copy key).
 * Walks the manifest schema along the data, so a new widget's copy-key props are found without a code change.
 * The schema is the generated document (schemas/brand-manifest.schema.json, which `npm run validate` checks is
 * what `npm run generate` writes), so the studio's chunks need not import the schema's TypeScript modules.
 */
export function copyKeyReferences(manifest: unknown, rootSchema: Schema = manifestSchemaDocument as Schema): CopyKeyReference[] {
  return copyKeyReferencesIn(manifest, rootSchema);
}
