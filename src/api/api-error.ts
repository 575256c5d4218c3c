import type { FailureHandling } from '@schemas/api/endpoint';
import { wordsText } from '../engine/i18n/words';
import { refusalWords, type RefusalKeys } from './member-api-words';

/**
 * A failed gateway call. `status` 1 means the network failed (spec §8 "Temporarily unable to access resource").
 * `failure` and `screenStatuses` say who meets it, from the call's declaration (src/api/error-policy.ts).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly method: string;
  readonly errorCode: string | undefined;
  readonly errorData: { attemptsRemaining?: number } | undefined;
  readonly failure: FailureHandling;
  readonly screenStatuses: readonly number[];

  constructor(init: {
    status: number;
    url: string;
    method: string;
    message: string;
    errorCode?: string;
    errorData?: { attemptsRemaining?: number };
    failure?: FailureHandling;
    screenStatuses?: readonly number[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
    this.errorCode = init.errorCode;
    this.errorData = init.errorData;
    this.failure = init.failure ?? 'global';
    this.screenStatuses = init.screenStatuses ?? [];
  }
}

export const NETWORK_FAILURE_STATUS = 1;

/** The session has ended (spec §8: /login, or the brand's 401 page). */
export const UNAUTHORIZED = 401;
export const TIMEOUT_STATUS = 408;
/** A 200 whose body does not parse or does not match its schema fails like a server error (spec §8's 500 page). */
export const MALFORMED_RESPONSE_STATUS = 500;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A refusal the server explains (one of `statuses`) is the member's to read, in the page's language (`refusalWords`
 * with the screen's `keys`, translated by `t`); anything else gets the page's own words (`fallback`).
 */
export function serverMessageOr(
  error: unknown,
  statuses: readonly number[],
  fallback: string,
  { keys, t }: { keys: RefusalKeys; t: (key: string) => string },
): string {
  const words = isApiError(error) && statuses.includes(error.status) ? refusalWords(error, keys) : null;
  return words ? wordsText(words, t) : fallback;
}
