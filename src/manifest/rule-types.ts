import type { FromSchema } from 'json-schema-to-ts';
import type {
  booleanConditionSchema,
  dateConditionSchema,
  eligibilityConditionSchema,
  listConditionSchema,
  numberConditionSchema,
  predicateConditionSchema,
  stringConditionSchema,
  booleanFacts,
  eligibilityFacts,
  eligibilityStatuses,
  stringFacts,
  numberFacts,
  listFacts,
  dateFacts,
} from '@schemas/rule.schema';

export type BooleanCondition = FromSchema<typeof booleanConditionSchema>;
export type EligibilityCondition = FromSchema<typeof eligibilityConditionSchema>;
export type StringCondition = FromSchema<typeof stringConditionSchema>;
export type NumberCondition = FromSchema<typeof numberConditionSchema>;
export type ListCondition = FromSchema<typeof listConditionSchema>;
export type DateCondition = FromSchema<typeof dateConditionSchema>;
export type PredicateCondition = FromSchema<typeof predicateConditionSchema>;

export type Condition =
  | BooleanCondition
  | EligibilityCondition
  | StringCondition
  | NumberCondition
  | ListCondition
  | DateCondition;

/** The recursive rule, composed here because json-schema-to-ts cannot follow `#/$defs/rule`. */
export type Rule = Condition | PredicateCondition | { all: Rule[] } | { any: Rule[] } | { not: Rule };

export type BooleanFact = (typeof booleanFacts)[number];
export type EligibilityFact = (typeof eligibilityFacts)[number];
export type EligibilityStatus = (typeof eligibilityStatuses)[number];
export type StringFact = (typeof stringFacts)[number];
export type NumberFact = (typeof numberFacts)[number];
export type ListFact = (typeof listFacts)[number];
export type DateFact = (typeof dateFacts)[number];

/**
 * The values a rule reads: one per enumerated fact. Built by src/member/facts.ts from the member context;
 * dates are yyyy-mm-dd strings so comparisons are plain string comparisons.
 */
export type Facts = { [K in BooleanFact]: boolean } & { [K in EligibilityFact]: EligibilityStatus } & {
  [K in StringFact]: string | null;
} & { [K in NumberFact]: number | null } & { [K in ListFact]: readonly number[] } & { [K in DateFact]: string };

/** Any fact a rule may read. */
export type FactName = keyof Facts;

/** The manifest's named rules: `{ "use": name }` evaluates `rules[name]`. */
export type NamedRules = Readonly<Record<string, Rule>>;
