export const planManagementBannerProps = {
  type: 'object',
  description: 'Renewal reminder, or the end of benefits after a direct-plan cancellation (spec §4). Gate it on planManagement.eligibleAndActive.',
  properties: {},
  additionalProperties: false,
} as const;

export const planManagementBannerExample = {} as const;
