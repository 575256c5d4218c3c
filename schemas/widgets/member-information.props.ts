export const memberInformationProps = {
  type: 'object',
  description: 'Name, IDs, group, insurance type, networks and the ID card download (spec §2).',
  properties: {},
  additionalProperties: false,
} as const;

export const memberInformationExample = {} as const;
