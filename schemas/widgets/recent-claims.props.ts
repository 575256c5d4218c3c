export const recentClaimsProps = {
  type: 'object',
  description: 'Up to 3 claims of the last 2 years, medical first (spec §2, §9). Hidden when there are none.',
  properties: {},
  additionalProperties: false,
} as const;

export const recentClaimsExample = {} as const;
