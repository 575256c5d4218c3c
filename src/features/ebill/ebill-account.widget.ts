import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    ebillUrl: {
      type: 'string',
      pattern: patterns.appPathOrHttps,
      description:
        'Where the pay action sends the member (a form post carrying the user key): a path of this site, or an https address whose host is in externalHosts.forms.',
    },
  },
  required: ['ebillUrl'],
  additionalProperties: false,
} as const;

/** What the ebillAccount component takes. */
export type EbillAccountProps = FromSchema<typeof props>;

/** The `ebillAccount` widget. */
export const ebillAccountWidget = defineWidget({
  name: 'ebillAccount',
  description:
    'The eBill page (/account/ebill, spec §2, §4): registers the member on their first visit, shows the registration ' +
    "and the pay action (the home tool's hand-off: user key, registration, a form post in this window). Gate it on " +
    'the named rule ebillShown.',
  component: './EbillAccountSection',
  props,
  example: { ebillUrl: '/ebill/sso' },
});
