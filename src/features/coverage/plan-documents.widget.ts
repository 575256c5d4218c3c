import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';
import { planDocumentKinds } from '@schemas/api/documents';

const props = {
  type: 'object',
  description: "The documents of the member's plan of one kind (GET plan-documents): handbooks, certificate of coverage, prior authorization lists or forms.",
  properties: {
    kind: { type: 'string', enum: planDocumentKinds, description: 'Which documents the section lists (its heading follows).' },
  },
  additionalProperties: false,
  required: ['kind'],
} as const;

/** What the PlanDocumentsSection component takes. */
export type PlanDocumentsProps = FromSchema<typeof props>;

/** The `planDocuments` widget: its props and an example (its component: PlanDocumentsSection.tsx, loaded by src/app/widget-registry.ts). */
export const planDocumentsWidget = defineWidget({
  name: 'planDocuments',
  props,
  example: { kind: 'handbook' },
});
