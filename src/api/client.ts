import type { FromSchema } from 'json-schema-to-ts';
import type { ResponseName, responseSchemas } from '@schemas/api/responses';
import { ApiError, MALFORMED_RESPONSE_STATUS, NETWORK_FAILURE_STATUS, TIMEOUT_STATUS } from './api-error';

export const API_BASE = '/api';
const TIMEOUT_MS = 30_000;

type ResponseKind = 'json' | 'text' | 'blob';

type Responses = { [N in ResponseName]: FromSchema<(typeof responseSchemas)[N]> };
/** The body a call answers with, typed by its schema in schemas/api/responses.ts. */
export type ResponseOf<N extends ResponseName> = Responses[N];

interface CommonOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Overrides the session token (for example a temporary token); `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  accept?: string;
}

/** A JSON (or text) answer: `response` names its schema, and a body that does not match fails the call. */
export interface CheckedRequestOptions<N extends ResponseName> extends CommonOptions {
  response: N;
  responseType?: 'json' | 'text';
}

/** A file (a PDF): the body is handed over as it came. */
export interface BlobRequestOptions extends CommonOptions {
  responseType: 'blob';
}

type AnyRequestOptions = CommonOptions & { response?: ResponseName; responseType?: ResponseKind };

type TokenSource = () => string | null;
let currentToken: TokenSource = () => null;

/** The session module tells the client where the token lives; the client never stores it. */
export function setTokenSource(source: TokenSource): void {
  currentToken = source;
}

const loadResponseChecks = () => import('./response-checks');

/** Starts loading the answers' schemas (the browser does it when idle before a member signs in). */
export const preloadResponseChecks = (): void => void loadResponseChecks().catch(() => undefined);

/**
 * One gateway call: bearer header when a session token exists, errors mapped to ApiError. A JSON body that does not
 * parse, or a body that does not match the schema `response` names, is a failed call like a 500 (spec §8).
 */
export function apiRequest<N extends ResponseName>(path: string, options: CheckedRequestOptions<N>): Promise<ResponseOf<N>> {
  return request(path, options) as Promise<ResponseOf<N>>;
}

/** A call whose answer has no body to read (a 204: logout). */
export async function apiSend(path: string, options: CommonOptions): Promise<void> {
  await request(path, { ...options, responseType: 'text' });
}

/** A file (the ID card's PDF): the body as it came. */
export function apiBlob(path: string, options: BlobRequestOptions): Promise<Blob> {
  return request(path, options) as Promise<Blob>;
}

async function request(path: string, options: AnyRequestOptions): Promise<unknown> {
  const method = options.method ?? 'GET';
  const url = `${API_BASE}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = options.token === undefined ? currentToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const responseName = options.response;
  const checks = responseName ? loadResponseChecks().then(({ responseCheckFor }) => responseCheckFor(responseName)) : null;
  // A chunk that fails to load must not surface as an unhandled rejection before the response is read.
  checks?.catch(() => undefined);
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
  const malformed = (message: string) => new ApiError({ status: MALFORMED_RESPONSE_STATUS, url, method, message });
  let body: unknown;
  try {
    body = await readBody(response, options.responseType ?? 'json');
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw timeout.aborted ? new ApiError({ status: TIMEOUT_STATUS, url, method, message: 'The request timed out.' }) : malformed('The response could not be read.');
  }
  if (checks) {
    const isExpectedResponse = await checks.catch(() => {
      throw new ApiError({ status: NETWORK_FAILURE_STATUS, url, method, message: 'The network request failed.' });
    });
    if (!isExpectedResponse(body)) throw malformed('The response did not match its schema.');
  }
  return body;
}

function readBody(response: Response, kind: ResponseKind): Promise<unknown> {
  if (kind === 'text') return response.text();
  if (kind === 'blob') return response.blob();
  return response.json();
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
