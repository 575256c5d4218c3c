import { validateContent } from './generated/validators.js';
import { manifestVocabulary } from './vocabulary';
import { problemsFromErrors, type Problem } from '../engine/manifest/problems';
import { sizeOrDepthProblem } from '../engine/manifest/limits';

export type LoadContentResult = { ok: true; resources: Record<string, unknown> } | { ok: false; problems: Problem[] };

/**
 * Checks one copy file (i18next resources: nested objects with text leaves) with the generated standalone
 * validator (after the depth check: the validator recurses). The editor's `$schema` key is left out of the
 * resources. Browser-safe, pure, never throws.
 */
export function loadContent(raw: unknown): LoadContentResult {
  const beyondLimits = sizeOrDepthProblem(raw);
  if (beyondLimits) return { ok: false, problems: [beyondLimits] };
  if (!validateContent(raw)) return { ok: false, problems: problemsFromErrors(validateContent.errors, 'The copy file', raw, manifestVocabulary) };
  const { $schema: _schema, ...resources } = raw as Record<string, unknown>;
  return { ok: true, resources };
}
