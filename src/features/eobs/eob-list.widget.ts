import { defineWidget } from '../../manifest/declarations';

/** The `eobList` widget. */
export const eobListWidget = defineWidget({
  name: 'eobList',
  description:
    "The subscriber's EOBs, a page at a time, by date range, claim type, member and provider, each with its date, type of claims, members and PDF (spec §3, §7 GET v2/eobs, eobs/metadata, eobs/pdf).",
  component: './EobListSection',
});
