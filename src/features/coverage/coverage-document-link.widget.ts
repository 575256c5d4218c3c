import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { documentLinkKinds } from './rules';

const props = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: documentLinkKinds, description: 'Which documents the tile leads to: the certificate of coverage or the prior authorization lists.' },
  },
  additionalProperties: false,
  required: ['kind'],
} as const;

/** What the CoverageDocumentLinkSection component takes. */
export type CoverageDocumentLinkProps = FromSchema<typeof props>;

/** The `coverageDocumentLink` widget. */
export const coverageDocumentLinkWidget = defineWidget({
  name: 'coverageDocumentLink',
  description:
    "A tile linking to the member's certificate of coverage (/benefits/certificate-of-coverage) or prior authorization lists (/benefits/prior-authorization), shown only when the member's plan has such documents: how a member whose Benefits menu has no such items (the reduced categories, spec §2, issue 29) reaches them from the benefits summary.",
  component: './CoverageDocumentLinkSection',
  props,
  example: { kind: 'certificateOfCoverage' },
});
