export const welcomeBannerProps = {
  type: 'object',
  description:
    "The member's subscriber ID (the employee ID for local 598, spec §2) with a copy control, under the page's 'Welcome, {first name}' heading.",
  properties: {
    copyControl: { type: 'boolean', description: 'Show the copy control beside the ID. Defaults to true.' },
  },
  additionalProperties: false,
} as const;

export const welcomeBannerExample = { copyControl: true } as const;
