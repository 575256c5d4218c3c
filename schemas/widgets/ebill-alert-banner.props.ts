export const ebillAlertBannerProps = {
  type: 'object',
  description: 'eBill alert: the bill is ready, with a link to eBill. Gate it on ebill.showAlert.',
  properties: {},
  additionalProperties: false,
} as const;

export const ebillAlertBannerExample = {} as const;
