import { MutationObserver } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { EndpointDeclaration } from '@schemas/api/endpoint';
import { memberApi } from '@schemas/api/member-api';
import { isApiError, type ApiError } from './api-error';
import type { Call } from './call-types';
import { callApi } from './client';
import { createQueryClient } from './query-client';

/*
 * Spec §8 for every declared call (schemas/api/endpoints/): each failure the client tells apart (a 5xx, a 408, a
 * dropped connection, a 200 whose JSON is cut off, a 502 (the server's answer to one that breaks its declaration), a 401, and the statuses a global call's screen keeps)
 * goes where the call's declared `failure` says, through the real client (its light copy, src/api/generated/) and
 * query client: the global handler's error page, the end of the session (a 401 there: /login or the brand's 401
 * page, src/app/error/global-error.test.tsx), or the screen that made the call. Generated from the declarations: a
 * new call is checked the day it is declared. What each page then shows is src/app/fault-matrix.test.tsx's.
 */

const lightCopies = import.meta.glob<Record<string, Call>>('./generated/endpoints/*.ts', { eager: true });
const callNamed = new Map(Object.values(lightCopies).flatMap((module) => Object.values(module).map((call) => [call.name, call] as const)));

type Destination = 'the error page' | 'the end of the session' | 'its screen';

/** Spec §8 "Global handling", read from a declaration. */
function destinationOf(declaration: EndpointDeclaration, status: number): Destination {
  if (declaration.failure === 'exempt') return 'its screen';
  if (status === 401) return 'the end of the session';
  if (declaration.failure === 'screen' || declaration.screenStatuses?.includes(status)) return 'its screen';
  return 'the error page';
}

interface FailureKind {
  name: string;
  /** What the browser's fetch does. */
  answer: () => Promise<Response>;
  /** The status the failed call carries (1: the network failed; a body that breaks the answer fails like a 500). */
  status: number;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const withStatus = (status: number): FailureKind => ({ name: `a ${status}`, answer: () => json(status, { status, message: 'Injected' }), status });

/** A 200 whose JSON body is cut off mid-way (the server holds every other answer to its declaration: a 502). */
function cutOff(declaration: EndpointDeclaration): FailureKind | null {
  if ((declaration.answer ?? 'json') !== 'json') return null;
  const answer = () => Promise.resolve(new Response('{"status":200,"mess', { status: 200, headers: { 'content-type': 'application/json' } }));
  return { name: 'a JSON body cut off', answer, status: 500 };
}

function kindsOf(declaration: EndpointDeclaration): FailureKind[] {
  return [
    withStatus(503),
    withStatus(502),
    withStatus(408),
    { name: 'a dropped connection', answer: () => Promise.reject(new TypeError('Failed to fetch')), status: 1 },
    ...[cutOff(declaration)].filter((kind) => kind !== null),
    withStatus(401),
    ...(declaration.screenStatuses ?? []).map(withStatus),
  ];
}

/** Makes the call as the app does (a GET as a query, any other as a mutation) and says where its failure went. */
async function failWith(call: Call, kind: FailureKind): Promise<{ status: number | null; went: Destination | string }> {
  const reported: ApiError[] = [];
  const client = createQueryClient((error) => reported.push(error));
  vi.stubGlobal('fetch', vi.fn(kind.answer));
  const fn = () => (callApi as (c: Call, args: object) => Promise<unknown>)(call, {});
  const made =
    call.method === 'GET'
      ? client.fetchQuery({ queryKey: [call.name], queryFn: fn })
      : new MutationObserver(client, { mutationFn: fn }).mutate();
  const error = await made.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) return { status: null, went: `nowhere: ${String(error)}` };
  const [first, ...more] = reported;
  const went = !first ? 'its screen' : more.length > 0 ? `the global handler, ${reported.length} times` : first.status === 401 ? 'the end of the session' : 'the error page';
  return { status: error.status, went };
}

afterAll(() => vi.unstubAllGlobals());

describe.each(Object.entries(memberApi))('%s', (name, declaration) => {
  const call = callNamed.get(name);

  it('has its light copy', () => {
    expect(call, 'npm run generate').toMatchObject({ method: declaration.method, path: declaration.path, failure: declaration.failure });
  });

  it.each(kindsOf(declaration).map((kind) => [kind.name, kind] as const))(`${declaration.failure}: %s`, async (_, kind) => {
    expect(await failWith(call!, kind)).toEqual({ status: kind.status, went: destinationOf(declaration, kind.status) });
  });
});
