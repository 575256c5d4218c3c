import { answerMediaTypes, type AnswerKind } from '@schemas/api/endpoint';
import { ApiError, MALFORMED_RESPONSE_STATUS, NETWORK_FAILURE_STATUS, TIMEOUT_STATUS } from './api-error';
import type { AnswerOfCall, ArgsOf, ArgsTuple, Call } from './call-types';

export const API_BASE = '/api';
const TIMEOUT_MS = 30_000;

type BodyKind = 'json' | 'text' | 'blob' | 'none';
const bodyKinds: Record<AnswerKind, BodyKind> = { json: 'json', text: 'text', html: 'text', pdf: 'blob', none: 'none' };

type TokenSource = () => string | null;
let currentToken: TokenSource = () => null;

/** The session module tells the client where the token lives; the client never stores it. */
export function setTokenSource(source: TokenSource): void {
  currentToken = source;
}

const fill = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(String(params?.[name] ?? '')));

const searchOf = (query: Record<string, unknown> | undefined) => {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString()}`;
};

/** The address a call goes to (below /api): its path with the parameters filled in, then its query. */
export function urlOf<C extends Call>(call: C, args: { params?: object; query?: object } = {}): string {
  return `${API_BASE}${fill(call.path, args.params as Record<string, unknown> | undefined)}${searchOf(args.query as Record<string, unknown> | undefined)}`;
}

/**
 * One member API call, by its declaration (schemas/api/endpoints/, light copies in src/api/generated/): bearer header
 * when a session token exists, errors mapped to ApiError carrying how the call's failure is handled. A JSON body that
 * does not parse fails like a 500 (spec §8). The server holds every answer to its declaration before it reaches the
 * browser (gateway/member-api-proxy.ts: one that breaks it is a 502), so the browser does not check it again
 * (docs/decisions/0016-answers-checked-once.md).
 */
export function callApi<C extends Call>(call: C, ...[args]: C extends Call<infer E> ? ArgsTuple<E> : never): Promise<AnswerOfCall<C>> {
  const given = (args ?? {}) as ArgsOf<unknown> & { params?: object; query?: object; body?: unknown };
  const kind = bodyKinds[call.answer];
  return request(urlOf(call, given), {
    method: call.method,
    body: given.body,
    token: given.token,
    signal: given.signal,
    accept: answerMediaTypes[call.answer] ?? 'application/json',
    kind,
    failure: { failure: given.failure ?? call.failure, screenStatuses: call.screenStatuses ?? [] },
  }) as Promise<AnswerOfCall<C>>;
}

interface RequestOptions {
  method: string;
  body: unknown;
  token: string | null | undefined;
  signal: AbortSignal | undefined;
  accept: string;
  kind: BodyKind;
  failure: Pick<ApiError, 'failure' | 'screenStatuses'>;
}

async function request(url: string, options: RequestOptions): Promise<unknown> {
  const { method, failure } = options;
  const headers: Record<string, string> = { Accept: options.accept };
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
      ...failure,
    });
  }
  if (!response.ok) throw await toApiError(response, url, method, failure);
  try {
    return await readBody(response, options.kind);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const [status, message] = timeout.aborted ? [TIMEOUT_STATUS, 'The request timed out.'] : [MALFORMED_RESPONSE_STATUS, 'The response could not be read.'];
    throw new ApiError({ status, url, method, message, ...failure });
  }
}

function readBody(response: Response, kind: BodyKind): Promise<unknown> {
  if (kind === 'text' || kind === 'none') return response.text();
  if (kind === 'blob') return response.blob();
  return response.json();
}

async function toApiError(response: Response, url: string, method: string, failure: RequestOptions['failure']): Promise<ApiError> {
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
    ...failure,
  });
}
