import { checkManifests } from '../../src/manifest/checks/check-manifests';
import { formatReport } from '../../src/manifest/checks/report';
import type { ContentSnapshot } from '../../src/manifest/checks/types';

/**
 * `npm run validate -- --resolved <brand>`: the brand's resolved manifest as pretty JSON, or, when it does not
 * load, the report of its problems (exit code 1).
 */
export function resolvedManifestText(snapshot: ContentSnapshot, brandId: string): { text: string; exitCode: 0 | 1 } {
  const { problems, loaded } = checkManifests(snapshot.manifests);
  const found = loaded.find((m) => m.manifest.brand.id === brandId);
  if (found) return { text: `${JSON.stringify(found.manifest, null, 2)}\n`, exitCode: 0 };
  if (snapshot.manifests.some((f) => f.file === `brands/${brandId}.json`)) {
    return formatReport({ problems, manifestCount: 1, contentCount: 0 });
  }
  const known = loaded.map((m) => m.manifest.brand.id);
  return {
    text: `There is no brand "${brandId}" in brands/. Brands: ${known.join(', ')}.\n`,
    exitCode: 1,
  };
}
