import { ApiError, NETWORK_FAILURE_STATUS, TIMEOUT_STATUS } from './api-error';

export const API_BASE = '/api';
const TIMEOUT_MS = 30_000;

type ResponseKind = 'json' | 'text' | 'blob';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Overrides the session token (for example a temporary token); `null` sends no Authorization header. */
  token?: string | null;
  responseType?: ResponseKind;
  signal?: AbortSignal;
  accept?: string;
}

type TokenSource = () => string | null;
let currentToken: TokenSource = () => null;

/** The session module tells the client where the token lives; the client never stores it. */
export function setTokenSource(source: TokenSource): void {
  currentToken = source;
}

/** One gateway call: bearer header when a session token exists, errors mapped to ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = `${API_BASE}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = options.token === undefined ? currentToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    const timedOut = timeout.aborted;
    if (options.signal?.aborted) throw cause;
    throw new ApiError({
      status: timedOut ? TIMEOUT_STATUS : NETWORK_FAILURE_STATUS,
      url,
      method,
      message: timedOut ? 'The request timed out.' : 'The network request failed.',
    });
  }
  if (!response.ok) throw await toApiError(response, url, method);
  return readBody<T>(response, options.responseType ?? 'json');
}

async function readBody<T>(response: Response, kind: ResponseKind): Promise<T> {
  if (kind === 'text') return (await response.text()) as T;
  if (kind === 'blob') return (await response.blob()) as T;
  return (await response.json()) as T;
}

async function toApiError(response: Response, url: string, method: string): Promise<ApiError> {
  let body: { message?: unknown; errorCode?: unknown; errorData?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's page, a dropped body): the status alone decides.
  }
  return new ApiError({
    status: response.status,
    url,
    method,
    message: typeof body.message === 'string' ? body.message : response.statusText,
    ...(typeof body.errorCode === 'string' ? { errorCode: body.errorCode } : {}),
    ...(body.errorData && typeof body.errorData === 'object'
      ? { errorData: body.errorData as { attemptsRemaining?: number } }
      : {}),
  });
}
