/** Unit-test stand-ins for the gateway: readable tokens and fetch answers by call. */
import { vi } from 'vitest';
import type { Group, TokenClaims } from '../src/api/response-types';
import { accountFixture } from '../src/member/member-context.fixture';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token the browser can read (the signature is never checked in the browser). */
export function fakeToken(claims: Partial<TokenClaims> = {}): string {
  const payload = {
    sub: 'member',
    memberKey: 'MK-1',
    domainId: 1,
    role: 'member',
    issuedByRole: null,
    groupId: '10000001',
    temporary: false,
    exp: 4_102_444_800,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/**
 * An answer: a JSON body (status 200), a status with a body, a ready `Response` (text, PDF), or a function of the
 * request body giving one of those.
 */
export type Answer = unknown | { status: number; body: unknown } | ((body: unknown) => unknown);
const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

const groupFixture: Group = {
  groupId: '10000001',
  groupName: 'Example Employer',
  memberKey: 'MK-100',
  moda360: false,
  planEffectiveDate: '2025-01-01',
  planTerminationDate: null,
  inactive: false,
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid over `base` key by key, nested objects too (arrays and other values replace). */
function laidOver(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  return Object.fromEntries([...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => [key, key in over ? laidOver(base[key], over[key]) : base[key]]));
}

/**
 * The browser checks every answer against its schema (src/api/client.ts), so a test's answer of the account or the
 * groups names only what the test is about: the rest comes from a whole, valid fixture.
 */
export const completeAccount = (answer: unknown): unknown => laidOver(accountFixture(), answer);
export const completeGroups = (answer: unknown): unknown =>
  Array.isArray(answer) ? answer.map((group: unknown) => laidOver(groupFixture, group)) : answer;
const completions: Record<string, (answer: unknown) => unknown> = { account: completeAccount, groups: completeGroups };

/** Stubs fetch: `answers` are keyed 'METHOD path' (path after /api/), read at each call; anything else answers 404. */
export function stubGateway(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api\//, '');
    const headers = new Headers(init.headers);
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, authorization: headers.get('authorization'), body });
    const given = answers[`${method} ${path}`];
    const answer: unknown = typeof given === 'function' ? (given as (body: unknown) => unknown)(body) : given;
    // A ready Response (a PDF blob, a text body) is answered as it is.
    if (answer instanceof Response) return answer;
    const [status, reply] = answer === undefined ? [404, { status: 404, message: 'No such call' }] : isStatusAnswer(answer) ? [answer.status, answer.body] : [200, completions[path]?.(answer) ?? answer];
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/**
 * The answers of the member facts' calls (src/member/queries.ts) for an active main-brand subscriber with no
 * programs, eBill, PCP eligibility, referrals, Medicare materials or plan management; override any, add the rest.
 */
export function memberFactsAnswers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET account': accountFixture(),
    'GET groups': [],
    'GET programs': { programs: [] },
    'GET ebill/hasEbill': false,
    'GET ebill/ebillRegistered': false,
    'GET ebill/showEbillAlert': false,
    'GET pcp/eligibility': { eligible: false, members: [] },
    'GET referrals/hasReferrals': false,
    'GET medicare-materials/eligibility': false,
    'GET idCard/eligible': true,
    'GET plan-management/details': { status: 404, body: { status: 404, message: 'None' } },
    ...overrides,
  };
}
