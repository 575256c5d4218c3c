import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';
import { taglineLanguages } from './tagline-languages';

const props = {
  type: 'object',
  properties: {
    languages: {
      type: 'array',
      items: { type: 'string', enum: taglineLanguages },
      minItems: 1,
      uniqueItems: true,
      description:
        "The taglines' languages (BCP 47), in the order shown: the 15 most spoken by people with limited English in the brand's states (ACA section 1557). Each one's text and name are copy: legal.taglines.items.<language>.",
    },
    department: {
      type: 'string',
      pattern: patterns.id,
      description: "The contact department whose phone the taglines give; left out, or one the brand does not have: the brand's general line.",
    },
  },
  required: ['languages'],
  additionalProperties: false,
} as const;

/** What the LanguageTaglinesSection component takes. */
export type LanguageTaglinesProps = FromSchema<typeof props>;

/** The `languageTaglines` widget. */
export const languageTaglinesWidget = defineWidget({
  name: 'languageTaglines',
  description:
    "Taglines offering free language assistance (ACA section 1557), one per language, each in its own language (lang, and dir for a right-to-left script) under the language's own name, with the brand's phone and TTY numbers.",
  component: './LanguageTaglinesSection',
  props,
  example: { languages: ['es', 'vi', 'ar'], department: 'customer-service' },
});
