/**
 * The rule language's shape (DESIGN.md "The rule language"), independent of any product: `all` / `any` / `not`
 * over conditions on named facts, and `{ "use": name }` for a named rule. Which facts exist, and which operators
 * each takes, is the product's schema (schemas/rule.schema.ts); its precise types are in src/manifest.
 */

/** A fact's value: yes/no, a status or id, a number, a list of numbers, or a yyyy-mm-dd date (a string). */
export type FactValue = boolean | string | number | null | readonly number[];

/** The values rules read, by fact name. */
export type Facts = Readonly<Record<string, FactValue>>;

export type Condition =
  | { fact: string; is?: boolean }
  | { fact: string; in: readonly (string | number)[]; atLeast?: number; atMost?: number }
  | { fact: string; atLeast?: number; atMost?: number }
  | { fact: string; has: number }
  | { fact: string; onOrBefore?: string; onOrAfter?: string };

export type Rule = Condition | { use: string } | { all: readonly Rule[] } | { any: readonly Rule[] } | { not: Rule };

/** Named rules: `{ "use": name }` evaluates `rules[name]`. */
export type NamedRules = Readonly<Record<string, Rule>>;
