import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    department: {
      type: 'string',
      pattern: patterns.id,
      description: "The contact department a member reports a barrier to (its phone and email); left out, or one the brand does not have: the brand's general line.",
    },
  },
  additionalProperties: false,
} as const;

/** What the AccessibilityStatementSection component takes. */
export type AccessibilityStatementProps = FromSchema<typeof props>;

/** The `accessibilityStatement` widget. */
export const accessibilityStatementWidget = defineWidget({
  name: 'accessibilityStatement',
  description:
    "The brand's accessibility statement: its conformance target (WCAG 2.2 AA), what it does, known limitations, how to report a barrier (the department's phone, the brand's TTY and email) and the statement's date (copy legal.accessibility).",
  component: './AccessibilityStatementSection',
  props,
  example: { department: 'customer-service' },
});
