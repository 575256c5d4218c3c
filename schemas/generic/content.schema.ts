import { patterns } from './patterns';

/** A copy file in content/: nested objects whose leaves are strings (i18next resources). */
export const contentSchema = {
  $id: 'https://member-dashboard.example/schemas/content.schema.json',
  title: 'Copy resources',
  type: 'object',
  properties: { $schema: { type: 'string' } },
  propertyNames: { pattern: patterns.contentFileKey },
  additionalProperties: { $ref: '#/$defs/node' },
  $defs: {
    node: {
      anyOf: [
        { type: 'string' },
        { type: 'object', propertyNames: { pattern: patterns.copyKeyName }, additionalProperties: { $ref: '#/$defs/node' } },
      ],
    },
  },
} as const;
