export const programsProps = {
  type: 'object',
  description: 'Up to 6 high-priority programs by displayOrder, and a link to all programs (spec §2).',
  properties: {},
  additionalProperties: false,
} as const;

export const programsExample = {} as const;
