import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    portal: { type: 'string', pattern: patterns.https, description: "The Office for Civil Rights' complaint portal; its host must be in externalHosts.links." },
    complaintForms: { type: 'string', pattern: patterns.https, description: "The page of the Office's complaint forms; its host must be in externalHosts.links." },
    phone: { type: 'string', pattern: patterns.phone },
    tdd: { type: 'string', pattern: patterns.phone, description: "The Office's TDD line." },
  },
  required: ['portal', 'complaintForms', 'phone', 'tdd'],
  additionalProperties: false,
} as const;

/** What the CivilRightsComplaintSection component takes. */
export type CivilRightsComplaintProps = FromSchema<typeof props>;

/** The `civilRightsComplaint` widget. */
export const civilRightsComplaintWidget = defineWidget({
  name: 'civilRightsComplaint',
  description:
    'How to file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights (ACA section 1557): its complaint portal, mail, phone and TDD, and its complaint forms.',
  component: './CivilRightsComplaintSection',
  props,
  example: {
    portal: 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
    complaintForms: 'https://www.hhs.gov/ocr/complaints/index.html',
    phone: '1-800-368-1019',
    tdd: '1-800-537-7697',
  },
});
