export const primaryCareTileProps = {
  type: 'object',
  description: 'Primary care selection of each eligible member (spec §2). Gate it on pcp.eligible.',
  properties: {},
  additionalProperties: false,
} as const;

export const primaryCareTileExample = {} as const;
