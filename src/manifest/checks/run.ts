import { assetProblems, brandProblems } from './check-brands';
import { brandCopy, checkContent } from './check-content';
import { contrastProblems } from './check-contrast';
import { copyReferenceProblems } from './check-copy-references';
import { checkManifests } from './check-manifests';
import { checkTranslations } from './check-translations';
import { wordingProblems } from './check-wording';
import type { ContentSnapshot, Problem } from './types';

/** A problem written in the base shows once, however many brands extend it. */
function once(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\u0000${p.pointer}\u0000${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

export interface ValidationResult {
  problems: Problem[];
  manifestCount: number;
  contentCount: number;
}

/**
 * Every check of `npm run validate` on the brands' files (manifests, copy, assets), over files already read. Pure: no
 * disk, no console. The CLI adds the check of the committed schema files (scripts/validate/run.ts).
 */
export function validateSnapshot(snapshot: ContentSnapshot): ValidationResult {
  const manifests = checkManifests(snapshot.manifests);
  // Brand ids by file name too, so a manifest that fails to load does not also make its overrides look orphaned.
  const brandIds = [
    ...new Set([...snapshot.manifests.map((f) => f.file.replace(/^.*\/|\.json$/g, '')), ...manifests.loaded.map((m) => m.manifest.brand.id)]),
  ];
  const content = checkContent(snapshot.content, brandIds);
  const problems: Problem[] = [
    ...manifests.problems,
    ...brandProblems(manifests.loaded),
    ...once(
      manifests.loaded.flatMap((m) =>
        [
          ...contrastProblems(m),
          ...assetProblems(m, snapshot.assets),
          ...copyReferenceProblems(m, brandCopy(content.copy, m.manifest.brand.id), content.copy.unreadable),
        ].map((p) => (p.file === m.file ? { ...p, ...m.locate(p.pointer) } : p)),
      ),
    ),
    ...content.problems,
    ...checkTranslations(snapshot.content, content.copy.en, content.copy.unreadable),
    ...wordingProblems(snapshot.content),
  ];
  return { problems, manifestCount: manifests.brandCount, contentCount: snapshot.content.length };
}
