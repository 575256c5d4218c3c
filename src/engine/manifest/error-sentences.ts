import { appendPointer, pointerSegments, valueAt } from './json-pointer';
import type { Problem, ValidationError } from './problems';
import { quote, quoteList, shorten } from './quote';
import { closestMatch } from './suggest';

/** At most this many allowed values go into a message; longer lists go into the hint. */
const MAX_LISTED_IN_MESSAGE = 12;

const typeNouns: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object ({ ... })',
  null: 'null',
};

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

export interface Noun {
  noun: string;
  plural: string;
}

/**
 * The words of one kind of document, so sentences speak its language while this module knows none of it: what
 * the values of a key are called, enumerations recognised by one value they allow, sentences for named patterns,
 * and hints for a missing key.
 */
export interface SentenceVocabulary {
  /** By key name: `widget` → { noun: 'a widget', plural: 'Widgets' }. */
  keyNouns?: Readonly<Record<string, Noun>>;
  /** An enumeration that allows `allows` is called `noun` (checked before `keyNouns`). */
  enumNouns?: readonly (Noun & { allows: string })[];
  /** A sentence for a value that fails `pattern`, or undefined for the plain one. */
  patternSentence?(pattern: string, value: string): string | undefined;
  /** By missing key, when its schema also knows that key: a hint on how to write it. */
  missingKeyHints?: Readonly<Record<string, string>>;
}

/** What sentences need besides the error: the document's name ("The manifest"), the document and its words. */
export interface SentenceContext {
  documentName: string;
  document?: unknown;
  vocabulary?: SentenceVocabulary;
}

/** `table[key]` when the table has that key itself: a key such as "constructor" must not reach Object.prototype. */
const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

function keyNoun(pointer: string, context: SentenceContext, fallback: Noun): Noun {
  return own(context.vocabulary?.keyNouns, lastKey(pointer) ?? '') ?? fallback;
}

function patternSentence(pattern: string, value: unknown, context: SentenceContext): string {
  const text = typeof value === 'string' ? shorten(value) : quote(value);
  return context.vocabulary?.patternSentence?.(pattern, text) ?? `"${text}" does not have the expected form.`;
}

/** How a message names the value at `pointer`: `"label"`, `Item 2 of "hosts"`, or the document. */
export function subjectOf(pointer: string, context: SentenceContext): string {
  const segments = pointerSegments(pointer);
  const last = segments[segments.length - 1];
  if (last === undefined) return context.documentName;
  const inArray =
    context.document === undefined ? isIndex(last) : Array.isArray(valueAt(context.document, pointer.slice(0, pointer.lastIndexOf('/'))));
  if (!inArray) return `"${shorten(last)}"`;
  const parent = segments[segments.length - 2];
  return parent !== undefined && !isIndex(parent) ? `Item ${Number(last) + 1} of "${shorten(parent)}"` : `Item ${Number(last) + 1}`;
}

const lastKey = (pointer: string) => pointerSegments(pointer).filter((s) => !isIndex(s)).pop();

export function typeNoun(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => own(typeNouns, String(t)) ?? String(t)).join(' or ');
}

function actualTypeNoun(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number with decimals';
  if (typeof value === 'boolean') return 'true or false';
  if (typeof value === 'object') return 'an object';
  return typeof value === 'string' ? 'text' : typeof value;
}

/** "not X; did you mean Y?" or "not X. Use one of: ..." (long lists go to the hint). */
function notOneOf(value: unknown, noun: string, plural: string, allowed: readonly unknown[]): Pick<Problem, 'message' | 'hint'> {
  const match = typeof value === 'string' ? closestMatch(value, allowed.map(String)) : undefined;
  if (match !== undefined) return { message: `${quote(value)} is not ${noun}; did you mean "${match}"?` };
  if (allowed.length === 0) return { message: `${quote(value)} is not allowed here.` };
  if (allowed.length <= MAX_LISTED_IN_MESSAGE) return { message: `${quote(value)} is not ${noun}. Use one of: ${quoteList(allowed)}.` };
  return { message: `${quote(value)} is not ${noun}.`, hint: `${plural}: ${allowed.map(quote).join(', ')}.` };
}

const schemaKeys = (schema: unknown): string[] =>
  schema && typeof schema === 'object' && 'properties' in schema && schema.properties && typeof schema.properties === 'object'
    ? Object.keys(schema.properties)
    : [];

const plural = (n: number, word: string) => `${n === 1 ? 'one' : n} ${word}${n === 1 ? '' : 's'}`;

/** One ajv error as a problem, or null when it only wraps other errors. */
export function problemFor(error: ValidationError, context: SentenceContext): Problem | null {
  const { keyword, params, instancePath: pointer } = error;
  const subject = subjectOf(pointer, context);
  const report = (message: string, at = pointer, hint?: string): Problem =>
    hint === undefined ? { severity: 'error', pointer: at, message } : { severity: 'error', pointer: at, message, hint };
  const data: unknown = error.data;

  // A property name that failed `propertyNames` (its own keyword error carries `propertyName`).
  if (error.propertyName !== undefined) {
    const at = appendPointer(pointer, error.propertyName);
    if (keyword === 'enum') {
      const noun = keyNoun(pointer, context, { noun: 'an allowed key', plural: 'Allowed keys' });
      const { message, hint } = notOneOf(error.propertyName, noun.noun, noun.plural, params.allowedValues as unknown[]);
      return report(message, at, hint);
    }
    if (keyword === 'pattern') return report(patternSentence(String(params.pattern), error.propertyName, context), at);
    return report(`"${shorten(error.propertyName)}" is not allowed as a key here.`, at);
  }

  switch (keyword) {
    case 'if':
    case 'propertyNames':
    case 'anyOf':
    case 'oneOf':
    case '$ref':
      return null; // wrappers: the errors underneath say what is wrong (problems.ts handles anyOf/oneOf)
    case 'required': {
      const missing = String(params.missingProperty);
      const hint = schemaKeys(error.parentSchema).includes(missing) ? own(context.vocabulary?.missingKeyHints, missing) : undefined;
      return report(`"${missing}" is missing.`, pointer, hint);
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = schemaKeys(error.parentSchema);
      const match = closestMatch(key, allowed);
      const at = appendPointer(pointer, key);
      if (match !== undefined) return report(`${quote(key)} is not a known key here; did you mean "${match}"?`, at);
      return report(
        `${quote(key)} is not a known key here.`,
        at,
        allowed.length ? `Known keys here: ${allowed.map(quote).join(', ')}.` : 'No keys are allowed here.',
      );
    }
    case 'type':
      return report(`${subject} should be ${typeNoun(params.type)}, not ${actualTypeNoun(data)}.`);
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const noun =
        context.vocabulary?.enumNouns?.find((n) => allowed.includes(n.allows)) ??
        keyNoun(pointer, context, { noun: 'an allowed value', plural: 'Allowed values' });
      const { message, hint } = notOneOf(data, noun.noun, noun.plural, params.allowedValues as unknown[]);
      return report(message, pointer, hint);
    }
    case 'const':
      return report(`${subject} should be ${quote(params.allowedValue)}.`);
    case 'pattern':
      return report(patternSentence(String(params.pattern), data, context));
    case 'format':
      return report(params.format === 'email' ? `${quote(data)} is not an email address.` : `${quote(data)} is not a valid ${String(params.format)}.`);
    case 'minLength':
      return report(params.limit === 1 ? `${subject} should not be empty.` : `${subject} should be at least ${String(params.limit)} characters long.`);
    case 'maxLength':
      return report(`${subject} should be at most ${String(params.limit)} characters long.`);
    case 'minItems':
      return report(`${subject} needs at least ${plural(Number(params.limit), 'item')}.`);
    case 'maxItems':
      return report(`${subject} should have at most ${plural(Number(params.limit), 'item')}.`);
    case 'uniqueItems': {
      const value = Array.isArray(data) ? data[Number(params.j)] : undefined;
      return report(`${subject} lists ${quote(value)} more than once; each entry must appear only once.`);
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return report(`${subject} should be ${keyword === 'minimum' ? 'at least' : 'more than'} ${String(params.limit)}.`);
    case 'maximum':
    case 'exclusiveMaximum':
      return report(`${subject} should be ${keyword === 'maximum' ? 'at most' : 'less than'} ${String(params.limit)}.`);
    case 'minProperties': {
      const present = data && typeof data === 'object' ? Object.keys(data) : [];
      const options = schemaKeys(error.parentSchema).filter((k) => !present.includes(k));
      return report(
        options.length
          ? `${subject} needs at least one of ${quoteList(options)}.`
          : `${subject} needs at least ${plural(Number(params.limit), 'key')}.`,
      );
    }
    case 'deprecated': {
      const note = (error.parentSchema as { deprecationMessage?: unknown } | undefined)?.deprecationMessage;
      const problem: Problem = { severity: 'warning', pointer, message: `${subject} is deprecated and will stop working in a later version.` };
      return typeof note === 'string' ? { ...problem, hint: note } : problem;
    }
    case 'not':
    case 'false schema':
      return report(`${subject} is not allowed here.`);
    default:
      return report(`${subject} is not valid here.`);
  }
}
