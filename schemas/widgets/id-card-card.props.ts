export const idCardCardProps = {
  type: 'object',
  description: 'ID card: download the PDF, or More ID card options. Gate it on idCard.eligible and not termed.',
  properties: {},
  additionalProperties: false,
} as const;

export const idCardCardExample = {} as const;
