export const welcomeBannerProps = {
  type: 'object',
  description: 'Greets the member by first name and shows the subscriber ID with a copy control.',
  properties: {
    copyControl: { type: 'boolean', description: 'Show the copy control beside the ID. Defaults to true.' },
  },
  additionalProperties: false,
} as const;

export const welcomeBannerExample = { copyControl: true } as const;
