/* In a module of its own, which the app's claim rules import without the claims call's schemas. */

/**
 * The claim status codes the member API sends (spec §3 `claimStatusCode`), by what each means; 02, Paid, is the code
 * of spec §2's EOB button. The app words each in the page's language (copy `claims.status.<code>`); a claim may carry
 * another code, which is shown by its `claimStatusDescription`.
 */
export const claimStatusCodes = { inProcess: '01', paid: '02', denied: '03', pending: '04' } as const;
