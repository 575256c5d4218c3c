export const primaryCareUpdateBannerProps = {
  type: 'object',
  description: 'The primary care administrative update info banner (spec §2). Gate it with a rule on pcp.eligible and today.',
  properties: {},
  additionalProperties: false,
} as const;

export const primaryCareUpdateBannerExample = {} as const;
