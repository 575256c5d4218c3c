import { manifestOnlyPatterns } from './manifest-only-patterns';
import { patterns } from './patterns';

/** Theme tokens of a brand: every colour, font, radius and the logo come from here (never from code). */

const colour = { type: 'string', pattern: patterns.colour, description: 'A colour as #rrggbb.' } as const;

const fontList = {
  type: 'string',
  pattern: manifestOnlyPatterns.fontList,
  description: "A CSS font-family list: names separated by commas, a name with spaces may be quoted (for example Georgia, 'Times New Roman', serif).",
} as const;

export const themeColourNames = [
  'primary',
  'onPrimary',
  'secondary',
  'onSecondary',
  'background',
  'surface',
  'text',
  'textMuted',
  'link',
  'border',
  'focus',
  'headerBackground',
  'headerText',
  'footerBackground',
  'footerText',
  'info',
  'onInfo',
  'success',
  'onSuccess',
  'warning',
  'onWarning',
  'error',
  'onError',
] as const;

/**
 * Pairs of colours used as text on a background. `npm run validate` checks each reaches WCAG AA (4.5:1).
 * `focus` is a non-text indicator, so it is checked at 3:1 against the backgrounds it sits on; so are the bars' fills.
 */
export const textContrastPairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['link', 'background'],
  ['link', 'surface'],
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['headerText', 'headerBackground'],
  ['footerText', 'footerBackground'],
  ['onInfo', 'info'],
  ['onSuccess', 'success'],
  ['onWarning', 'warning'],
  ['onError', 'error'],
] as const;
export const nonTextContrastPairs = [
  ['focus', 'background'],
  ['focus', 'headerBackground'],
  // The fills of money bars (src/ui/meter.tsx): on the page, and on their track (the surface). `textMuted`, the
  // third fill, is held to 4.5:1 on both above.
  ['primary', 'background'],
  ['primary', 'surface'],
  ['secondary', 'background'],
  ['secondary', 'surface'],
] as const;

export const themeSchema = {
  type: 'object',
  properties: {
    colors: {
      type: 'object',
      properties: Object.fromEntries(themeColourNames.map((name) => [name, colour])) as {
        [K in (typeof themeColourNames)[number]]: typeof colour;
      },
      required: themeColourNames,
      additionalProperties: false,
    },
    fonts: {
      type: 'object',
      properties: {
        body: fontList,
        heading: fontList,
      },
      required: ['body', 'heading'],
      additionalProperties: false,
    },
    logo: {
      type: 'object',
      properties: {
        src: { type: 'string', pattern: patterns.assetPath, description: 'A file in brands/assets.' },
        width: { type: 'integer', minimum: 16, maximum: 400 },
        height: { type: 'integer', minimum: 16, maximum: 200 },
      },
      required: ['src', 'width', 'height'],
      additionalProperties: false,
    },
    radii: {
      type: 'object',
      properties: {
        small: { type: 'integer', minimum: 0, maximum: 32 },
        medium: { type: 'integer', minimum: 0, maximum: 32 },
        large: { type: 'integer', minimum: 0, maximum: 48 },
      },
      required: ['small', 'medium', 'large'],
      additionalProperties: false,
    },
  },
  required: ['colors', 'fonts', 'logo', 'radii'],
  additionalProperties: false,
} as const;
