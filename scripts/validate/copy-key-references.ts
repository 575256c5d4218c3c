import { brandManifestSchema } from '../generate/manifest-schema';
import { copyKeyReferencesIn, type CopyKeyReference, type Schema } from './copy-key-walk';

export type { CopyKeyReference };

/**
 * Every copy key a manifest uses: each string whose schema has the copy-key pattern (menu labels, labelWhen
 * labels, footer lines and links, alerts, contact labels and hours, and any widget prop declared as a copy key).
 * Walks the manifest schema along the data, so a new widget's copy-key props are found without a code change.
 */
export function copyKeyReferences(manifest: unknown, rootSchema: Schema = brandManifestSchema as unknown as Schema): CopyKeyReference[] {
  return copyKeyReferencesIn(manifest, rootSchema);
}
