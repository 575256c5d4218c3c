export const comingSoonProps = {
  type: 'object',
  description: "A page's placeholder until its sections are built: 'This page is coming soon.'",
  properties: {},
  additionalProperties: false,
} as const;

export const comingSoonExample = {} as const;
