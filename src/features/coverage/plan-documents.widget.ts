import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { planDocumentKinds } from '@schemas/api/documents';

const props = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: planDocumentKinds, description: 'Which documents the section lists (its heading follows).' },
  },
  additionalProperties: false,
  required: ['kind'],
} as const;

/** What the PlanDocumentsSection component takes. */
export type PlanDocumentsProps = FromSchema<typeof props>;

/** The `planDocuments` widget. */
export const planDocumentsWidget = defineWidget({
  name: 'planDocuments',
  description:
    "The documents of the member's plan of one kind (GET plan-documents): handbooks, certificate of coverage, prior authorization lists or forms.",
  component: './PlanDocumentsSection',
  props,
  example: { kind: 'handbook' },
});
