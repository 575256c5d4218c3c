import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { planDocumentKinds } from '@schemas/api/documents';

/** Which documents a section lists: GET plan-documents of a kind, or the plan's prior authorization lists or forms. */
export const documentSectionKinds = [...planDocumentKinds, 'priorAuthorization', 'form'] as const;

const props = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: documentSectionKinds, description: 'Which documents the section lists (its heading follows).' },
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
    "The documents of the member's plan of one kind: handbooks or certificate of coverage (GET plan-documents), prior authorization lists (GET prior-authorizations) or forms (GET forms).",
  component: './PlanDocumentsSection',
  props,
  example: { kind: 'handbook' },
});
