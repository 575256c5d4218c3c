import type { FromSchema } from 'json-schema-to-ts';
import type { themeColourNames, themeSchema } from '@schemas/generic/theme.schema';

/** A brand's theme as its manifest declares it (colours, fonts, logo, radii). */
export type Theme = FromSchema<typeof themeSchema>;
export type ThemeColourName = (typeof themeColourNames)[number];
