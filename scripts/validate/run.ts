import { validateSnapshot, type ValidationResult } from '../../src/manifest/checks/run';
import { schemaFileProblems } from './check-schema-files';
import type { RepoSnapshot } from './types';

/** Every check of `npm run validate`: the committed schema files first, then the brands' files. Pure. */
export function validateRepo(snapshot: RepoSnapshot): ValidationResult {
  const content = validateSnapshot(snapshot);
  return { ...content, problems: [...schemaFileProblems(snapshot.schemaFiles), ...content.problems] };
}
