/*
 * The other sites the reference API stands in for (single sign-on, eBill, live chat), at paths of the member's own
 * site so the brand's CSP (form-action and frame-src 'self') lets the app reach them. They are pages of other
 * systems, outside the member API's contract: the server passes them to the member API as they are
 * (gateway/stand-in-sites.ts). An insurer's member API names its real sites' https addresses instead.
 */

/** Where the single sign-on hand-off form posts (spec §7, its address in the ssoTransfer answer). */
export const SSO_ADDRESS = '/sso/salesforce';
/** Where the eBill tool form-posts the user key. */
export const EBILL_ADDRESS = '/ebill/sso';
/** The live chat host of the demo brands (the brands' chat config names it). */
export const CHAT_STAND_IN = '/chat/stand-in';

export const standInSites = [
  { method: 'POST', path: SSO_ADDRESS },
  { method: 'POST', path: EBILL_ADDRESS },
  { method: 'GET', path: CHAT_STAND_IN },
] as const;
