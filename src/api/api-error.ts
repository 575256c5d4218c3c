/** A failed gateway call. `status` 1 means the network failed (spec §8 "Temporarily unable to access resource"). */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly method: string;
  readonly errorCode: string | undefined;
  readonly errorData: { attemptsRemaining?: number } | undefined;

  constructor(init: {
    status: number;
    url: string;
    method: string;
    message: string;
    errorCode?: string;
    errorData?: { attemptsRemaining?: number };
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
    this.errorCode = init.errorCode;
    this.errorData = init.errorData;
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

/** A refusal the server explains (one of `statuses`) is the member's to read; anything else gets the page's own words. */
export function serverMessageOr(error: unknown, statuses: readonly number[], fallback: string): string {
  return isApiError(error) && statuses.includes(error.status) ? error.message : fallback;
}
