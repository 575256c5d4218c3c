import { vi } from 'vitest';
import type { Draft, DraftSummary, VersionSummary } from '../../manifest/edit/content-types';
import type { StudioBrand, StudioWho } from '../api';

/* Tests only: a mocked gateway for the review panels (fetch by method and path), and drafts to serve. */

export type Answer = { status?: number; body?: unknown };
export type Route = (body: Record<string, unknown>) => Answer;

/** Stubs `fetch`: each call is answered by the route named "METHOD /path" (404 otherwise); returns the calls made. */
export function mockGateway(routes: Record<string, Route | Answer>) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = typeof input === 'string' ? input : input.toString();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer: Answer = route === undefined ? { status: 404, body: { message: `No route ${method} ${path}` } } : typeof route === 'function' ? route(body) : route;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const publisher: StudioBrand = { id: 'partner', name: 'Harbor Partner Plan', role: 'publisher' };
export const editor: StudioBrand = { ...publisher, role: 'editor' };
export const whoFor = (username: string, brand: StudioBrand): StudioWho => ({ username, brands: [brand] });

export function summary(change: Partial<DraftSummary> = {}): DraftSummary {
  return {
    id: 'd1',
    brand: 'partner',
    title: 'Recent claims first',
    status: 'in_review',
    author: 'editor',
    createdAt: '2026-11-26T10:00:00Z',
    updatedAt: '2026-11-26T11:30:00Z',
    revision: 3,
    baseVersion: 3,
    stale: false,
    valid: true,
    ...change,
  };
}

export function draft(change: Partial<Draft> = {}): Draft {
  return {
    ...summary(change),
    content: { manifest: {}, copy: {} },
    problems: [],
    changes: [
      { kind: 'moved', path: '/pages/home/sections/recent-claims', text: "tile 'recent-claims' moved from 8 to 1" },
      { kind: 'changed', path: 'copy:programs.tools.title', text: 'copy programs.tools.title changed from "Tools" to "Member tools"' },
    ],
    changedBy: ['editor'],
    review: null,
    ...change,
  };
}

export function version(number: number, change: Partial<VersionSummary> = {}): VersionSummary {
  return {
    brand: 'partner',
    number,
    author: 'publisher',
    publishedAt: `2026-11-2${number}T09:00:00Z`,
    message: `Version ${number} message`,
    restoredFrom: null,
    draftId: null,
    ...change,
  };
}
