import { closestMatch } from '../../engine/manifest/suggest';
import type { LoadedManifest } from './check-manifests';
import { copyKeyReferences } from './copy-key-references';
import { error, type Problem } from './types';

/** Every copy key the manifest uses exists in its brand's merged copy, as one text. */
export function copyReferenceProblems(
  { file, manifest }: LoadedManifest,
  copy: ReadonlyMap<string, string>,
  unreadableAreas: ReadonlySet<string> = new Set(),
): Problem[] {
  const keys = [...copy.keys()];
  const where = `content/en or content/brands/${manifest.brand.id}`;
  return copyKeyReferences(manifest).flatMap(({ pointer, key }) => {
    if (copy.has(key) || unreadableAreas.has(key.split('.')[0]!)) return [];
    const inGroup = keys.filter((k) => k.startsWith(`${key}.`));
    if (inGroup.length > 0) {
      return [error(file, pointer, `The copy key "${key}" names a group of texts, not one text; did you mean "${inGroup[0]}"?`)];
    }
    const match = closestMatch(key, keys);
    return [
      error(
        file,
        pointer,
        `The copy key "${key}" is not in ${where}${match ? `; did you mean "${match}"?` : '.'}`,
        match ? undefined : `Add "${key.split('.').slice(1).join('.')}" to content/en/${key.split('.')[0]}.json.`,
      ),
    ];
  });
}
