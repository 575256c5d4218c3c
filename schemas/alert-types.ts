import type { FromSchema } from 'json-schema-to-ts';

/** The kinds of alert a banner shows (spec §2 "Alert banner"): the manifest's alerts and the tiles' banners. */
export const alertTypes = ['info', 'success', 'warning', 'error'] as const;

export const alertTypeSchema = { type: 'string', enum: alertTypes } as const;

export type AlertType = FromSchema<typeof alertTypeSchema>;
