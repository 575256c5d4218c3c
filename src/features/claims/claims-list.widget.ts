import { defineWidget } from '../../manifest/declarations';

/** The `claimsList` widget. */
export const claimsListWidget = defineWidget({
  name: 'claimsList',
  description:
    "The family's claims of one type, filtered by member, provider, status and dates (in the address), a page at a time, with totals (spec §2, §3, §5, §7 GET claims/{type}, claims/metadata).",
  component: './ClaimsListSection',
});
