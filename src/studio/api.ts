import type { RuleTrace } from '../engine/rules/trace';
import type { GatedElement } from '../manifest/gates';

/* The studio's calls (gateway/routes/studio*.ts): same-origin, with the studio's httpOnly cookie; never a bearer token. */

export interface StudioBrand {
  id: string;
  name: string;
  role: 'viewer' | 'editor' | 'publisher';
}
export interface StudioWho {
  username: string;
  brands: StudioBrand[];
}
export interface PersonaSummary {
  username: string;
  name: string;
  shows: string[];
}
export type { GatedElement } from '../manifest/gates';
export type Verdict = 'show' | 'hide' | 'undecided';
export interface TracedElement {
  element: GatedElement;
  result: Verdict;
  trace: RuleTrace;
  why: string;
}
export interface PreviewData {
  persona: PersonaSummary;
  facts: Record<string, unknown>;
  undecided: string[];
  elements: TracedElement[];
}
export interface MatrixData {
  personas: PersonaSummary[];
  rows: { element: GatedElement; cells: { result: Verdict; why: string }[] }[];
}
export interface DraftProblem {
  severity: 'error' | 'warning';
  file?: string;
  pointer: string;
  message: string;
  hint?: string;
}

export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: DraftProblem[] = [],
    /** The whole answer of a refusal (a 409's `current` draft, a rebase's `conflicts`). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  } catch {
    throw new StudioCallError(0, 'The gateway could not be reached.');
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as ({ message?: string; problems?: DraftProblem[] } & Record<string, unknown>) | null;
  if (!response.ok) throw new StudioCallError(response.status, body?.message ?? `The gateway answered ${response.status}.`, body?.problems ?? [], body);
  return body as T;
}

export const studioApi = {
  who: () => call<StudioWho>('/api/studio/session'),
  signIn: (username: string, password: string) => call<StudioWho>('/api/studio/session', { method: 'POST', body: JSON.stringify({ username, password }) }),
  signOut: () => call<void>('/api/studio/session', { method: 'DELETE' }),
  personas: (brand: string, date: string) => call<{ personas: PersonaSummary[] }>(`/api/studio/personas?${new URLSearchParams({ brand, date })}`),
  preview: (query: string) => call<PreviewData>(`/api/studio/preview?${query}`),
  matrix: (query: string) => call<MatrixData>(`/api/studio/matrix?${query}`),
};
