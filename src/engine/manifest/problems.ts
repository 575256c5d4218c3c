import type { ErrorObject } from 'ajv';
import { quoteList } from './quote';
import { problemFor, subjectOf, typeNoun, type SentenceContext, type SentenceVocabulary } from './error-sentences';

/** One error of a JSON Schema validator (ajv, verbose: `schema`, `parentSchema` and `data` are set). */
export type ValidationError = ErrorObject;

/** A problem found in a manifest or content file, in words a content editor understands. */
export interface Problem {
  severity: 'error' | 'warning';
  /** The file, when known (`npm run validate` sets it). */
  file?: string;
  /** JSON Pointer to the value, for example `/home/tiles/3/widget`; '' is the whole document. */
  pointer: string;
  message: string;
  hint?: string;
}

/**
 * Turns ajv errors into problems a content editor can act on: one plain sentence per real mistake, at the JSON
 * pointer of the value. Noise is removed: `if` / `then` wrappers, `anyOf` / `oneOf` branches that do not fit the
 * value's type, and duplicates; a wrong type at a pointer hides the other complaints about that same value.
 * `deprecated` usage becomes a warning. `documentName` names the whole document ("The manifest"); `document`, when
 * given, is the validated value (it tells array items from keys that look like numbers); `vocabulary` gives the
 * sentences the document's own words.
 */
export function problemsFromErrors(
  errors: readonly ValidationError[] | null | undefined,
  documentName = 'The manifest',
  document?: unknown,
  vocabulary?: SentenceVocabulary,
): Problem[] {
  const context: SentenceContext = vocabulary ? { documentName, document, vocabulary } : { documentName, document };
  const { kept, replacements } = resolveComposites(errors ?? [], context);
  const found: Found[] = kept.flatMap((e) => {
    const replacement = replacements.get(e);
    if (replacement) return [replacement];
    const problem = problemFor(e, context);
    return problem ? [{ problem, isType: e.keyword === 'type' }] : [];
  });
  const wrongType = new Set(found.filter((f) => f.isType).map((f) => f.problem.pointer));
  const seen = new Set<string>();
  const result: Problem[] = [];
  for (const { problem, isType } of found) {
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key) || (wrongType.has(problem.pointer) && !isType)) continue;
    seen.add(key);
    result.push(problem);
  }
  return result;
}

/** True when any problem is an error (warnings alone do not stop a manifest). */
export const hasErrors = (problems: readonly Problem[]): boolean => problems.some((p) => p.severity === 'error');

type Found = { problem: Problem; isType: boolean };

/**
 * anyOf / oneOf: keeps the errors of the branch meant for the value and drops the wrapper. When no branch fits
 * the value's type, or the branches only differ by a required key, one sentence replaces them all.
 */
function resolveComposites(
  errors: readonly ValidationError[],
  context: SentenceContext,
): { kept: ValidationError[]; replacements: Map<ValidationError, Found> } {
  const composites = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const owner = owners(errors, composites);
  const owned = new Map<ValidationError, ValidationError[]>();
  for (const [e, composite] of owner) (owned.get(composite) ?? owned.set(composite, []).get(composite)!).push(e);

  const dropped = new Set<ValidationError>();
  const replacements = new Map<ValidationError, Found>();

  for (const composite of composites) {
    const at = composite.instancePath;
    const subject = subjectOf(at, context);
    const add = (pointer: string, message: string, isType = false) =>
      replacements.set(composite, { problem: { severity: 'error', pointer, message }, isType });
    const branchSchemas = (Array.isArray(composite.schema) ? composite.schema : []) as { required?: string[]; type?: unknown }[];
    const passing = (composite.params as { passingSchemas?: number[] | null }).passingSchemas;
    const branches = branchSchemas.map((_, i) =>
      (owned.get(composite) ?? []).filter((e) => e.schemaPath.startsWith(`${composite.schemaPath}/${i}/`)),
    );
    branches.flat().forEach((e) => dropped.add(e));

    if (composite.keyword === 'oneOf' && Array.isArray(passing)) {
      const keys = passing.flatMap((i) => branchSchemas[i]?.required ?? []);
      add(at, `${subject} has ${quoteList(keys, 'and')}; keep only one of them.`);
      continue;
    }
    const fitting = branches.filter((list) => !list.some((e) => e.keyword === 'type' && e.instancePath === at));
    if (fitting.length === 0) {
      const types = branchSchemas.map((b) => b.type).filter((t) => t !== undefined);
      add(at, `${subject} should be ${types.map(typeNoun).join(' or ')}.`, true);
    } else if (fitting.every((list) => list.length > 0 && list.every((e) => e.keyword === 'required' && e.instancePath === at))) {
      const keys = fitting.flatMap((list) => list.map((e) => String(e.params.missingProperty)));
      add(at, `${subject} needs one of ${quoteList(keys, 'or')}.`);
    } else {
      // Report the branch that got furthest: the one with the fewest complaints.
      const best = fitting.reduce((a, b) => (b.length < a.length ? b : a));
      best.forEach((e) => dropped.delete(e));
      dropped.add(composite);
    }
  }
  return { kept: errors.filter((e) => !dropped.has(e) && e.keyword !== 'if'), replacements };
}

/**
 * Each error's nearest anyOf / oneOf: the deepest one at its pointer or above whose schema contains the error's.
 * Composites are looked up by pointer (a file with thousands of errors must not compare every pair).
 */
function owners(errors: readonly ValidationError[], composites: readonly ValidationError[]): Map<ValidationError, ValidationError> {
  const byPointer = new Map<string, ValidationError[]>();
  for (const c of composites) (byPointer.get(c.instancePath) ?? byPointer.set(c.instancePath, []).get(c.instancePath)!).push(c);
  const owner = new Map<ValidationError, ValidationError>();
  for (const e of errors) {
    for (let at: string | null = e.instancePath; at !== null; at = at === '' ? null : at.slice(0, at.lastIndexOf('/'))) {
      const candidates = (byPointer.get(at) ?? []).filter((c) => c !== e && e.schemaPath.startsWith(`${c.schemaPath}/`));
      if (candidates.length === 0) continue;
      owner.set(e, candidates.reduce((a, b) => (b.schemaPath.length > a.schemaPath.length ? b : a)));
      break;
    }
  }
  return owner;
}
