import type { MemberApiErrorCode } from '../../schemas/api/common';

/**
 * An error answer of spec §8's shape that a screen explains: its `errorCode` (schemas/api/common.ts
 * `memberApiErrorCodes`) is what the app words in the page's language; `message` is the English for the rest.
 */
export const refusal = (status: number, errorCode: MemberApiErrorCode, message: string) => ({ status, errorCode, message });
