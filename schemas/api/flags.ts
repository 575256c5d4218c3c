/** The yes/no calls the shell's menus need (ebill/hasEbill, pcp/eligibility, referrals/hasReferrals, ...). */
export const booleanResponseSchema = { type: 'boolean' } as const;

/** GET pcp/eligibility */
export const pcpEligibilityResponseSchema = {
  type: 'object',
  properties: {
    eligible: { type: 'boolean' },
    members: {
      type: 'array',
      items: {
        type: 'object',
        properties: { memberKey: { type: 'string' } },
        required: ['memberKey'],
        additionalProperties: false,
      },
    },
  },
  required: ['eligible', 'members'],
  additionalProperties: false,
} as const;
