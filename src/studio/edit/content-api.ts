import type {
  AuditEntry,
  BrandContent,
  ChangeLine,
  Draft,
  DraftSummary,
  EditorBasis,
  RepoDiff,
  ServedNotice,
  VersionSummary,
} from '../../manifest/edit/content-types';
import { call } from '../api';

/*
 * The studio's content calls (gateway/routes/studio-content.ts): drafts, review, publication, history, audit.
 * Roles are the server's to enforce (viewer: reads; editor: drafts; publisher: review, publish, restore).
 * Refusals are StudioCallError: 403 (role, own change), 409 (`reason`: 'revision' with the `current` draft, 'stale',
 * 'status', 'conflict' with `conflicts`), 422 (`problems`).
 */

const base = (brand: string) => `/api/studio/content/${encodeURIComponent(brand)}`;
const draftPath = (brand: string, id: string) => `${base(brand)}/drafts/${encodeURIComponent(id)}`;
const post = (body: unknown = {}): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export type VersionWithChanges = VersionSummary & { changes: ChangeLine[] };

export const contentApi = {
  basis: (brand: string) => call<EditorBasis>(base(brand)),
  drafts: (brand: string) => call<{ drafts: DraftSummary[] }>(`${base(brand)}/drafts`),
  createDraft: (brand: string, title: string) => call<Draft>(`${base(brand)}/drafts`, post({ title })),
  draft: (brand: string, id: string) => call<Draft>(draftPath(brand, id)),
  save: (brand: string, id: string, revision: number, content: BrandContent) =>
    call<Draft>(draftPath(brand, id), { method: 'PUT', body: JSON.stringify({ revision, content }) }),
  submit: (brand: string, id: string, revision: number) => call<Draft>(`${draftPath(brand, id)}/submit`, post({ revision })),
  /** Approves `revision`, the one reviewed: 409 'revision' (with `current`) when the draft changed since. */
  approve: (brand: string, id: string, revision: number) => call<Draft>(`${draftPath(brand, id)}/approve`, post({ revision })),
  requestChanges: (brand: string, id: string, comment: string) => call<Draft>(`${draftPath(brand, id)}/request-changes`, post({ comment })),
  publish: (brand: string, id: string, message: string) => call<{ version: VersionSummary }>(`${draftPath(brand, id)}/publish`, post({ message })),
  rebase: (brand: string, id: string) => call<Draft>(`${draftPath(brand, id)}/rebase`, post()),
  discard: (brand: string, id: string) => call<void>(draftPath(brand, id), { method: 'DELETE' }),
  /** Newest first; `served`: which version members are served when it is not the live one, and why. */
  versions: (brand: string) => call<{ versions: VersionWithChanges[]; served: ServedNotice | null }>(`${base(brand)}/versions`),
  version: (brand: string, number: number) => call<{ version: VersionSummary; content: BrandContent }>(`${base(brand)}/versions/${number}`),
  restore: (brand: string, number: number, message: string) =>
    call<{ version: VersionSummary }>(`${base(brand)}/versions/${number}/restore`, post({ message })),
  audit: (brand: string, before?: number) =>
    call<{ entries: AuditEntry[]; next: number | null }>(`${base(brand)}/audit${before === undefined ? '' : `?before=${before}`}`),
  repoDiff: (brand: string) => call<RepoDiff>(`${base(brand)}/repo`),
  adoptRepo: (brand: string) => call<Draft>(`${base(brand)}/repo/adopt`, post()),
};
