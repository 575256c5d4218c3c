import type { Problem } from '../../engine/manifest/problems';
import type { Language } from '../../../schemas/generic/languages';

/*
 * The studio's editable content and its workflow (issue 16), shared by the gateway's store and routes
 * (gateway/store, gateway/routes/studio-content.ts) and the studio's editor (src/studio/edit). Type-only.
 */

/** A JSON object as parsed (a manifest layer, a copy file). */
export type JsonObject = Record<string, unknown>;

/**
 * A brand's editable content: exactly what the repository holds for that brand.
 * - `manifest`: the brand's own manifest file `brands/<brand>.json` (the layer over `brands/base.json`, with
 *   `schemaVersion`, `extends`, `brand`, …), as parsed.
 * - `copy`: its copy overrides, `content/brands/<brand>/<namespace>.json` as parsed, keyed by namespace (`footer`).
 * `brands/base.json` and `content/en` (the shared base and English defaults) are the developers', not a brand's.
 */
export interface BrandContent {
  manifest: JsonObject;
  copy: Record<string, JsonObject>;
  /**
   * Its copy overrides in the other languages (`content/brands/<brand>/<language>/<namespace>.json`), by language
   * then namespace (`{ es: { footer: {...} } }`); absent: none.
   */
  translations?: Partial<Record<Language, Record<string, JsonObject>>>;
}

/** Where a draft is in its review (Decap's editorial workflow: draft → in review → ready). */
export type DraftStatus = 'draft' | 'in_review' | 'changes_requested' | 'approved' | 'published' | 'discarded';

/** One readable change between two contents, by element id (never by list position alone). */
export interface ChangeLine {
  kind: 'added' | 'removed' | 'moved' | 'changed';
  /**
   * Where: a JSON pointer into the resolved manifest (`/pages/home/sections/recent-claims` uses the element's id
   * for list elements), `copy:<namespace>.<key.path>` for a line of copy, or `copy:<language>:<namespace>.<key.path>`
   * for a line of another language's copy (`copy:es:footer.copyright.line1`).
   */
  path: string;
  /** The sentence a publisher reads: "tile 'recent-claims' moved from 5 to 2", "copy home.tools.title changed from "A" to "B"". */
  text: string;
  /** A changed value's two sides whole, as text (the sentence may cut them): for the studio to show where they differ. */
  values?: { from: string; to: string };
}

/** One publication of a brand: every publication is a version; a restore is a new one. */
export interface VersionSummary {
  brand: string;
  number: number;
  author: string;
  /** ISO date-time. */
  publishedAt: string;
  message: string;
  /** The version a restore brought back, else null. */
  restoredFrom: number | null;
  /** The draft it published, else null (the seed, a restore). */
  draftId: string | null;
}

export interface DraftSummary {
  id: string;
  brand: string;
  title: string;
  status: DraftStatus;
  author: string;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
  /** Increases by one on every save: a save names the revision it was made over (optimistic concurrency). */
  revision: number;
  /** The publication the draft started from (or was last rebased on). */
  baseVersion: number;
  /** True when a later version was published since `baseVersion`: the draft must be rebased before it is published. */
  stale: boolean;
  /** True when the draft loads with no error (warnings allowed): only a valid draft may be submitted or published. */
  valid: boolean;
}

export interface DraftReview {
  by: string;
  at: string;
  decision: 'approved' | 'changes_requested';
  comment: string;
}

export interface Draft extends DraftSummary {
  content: BrandContent;
  /** Every problem `npm run validate` reports for the draft's files in their place (file, pointer, sentence, hint). */
  problems: Problem[];
  /** What the draft changes against its base version. */
  changes: ChangeLine[];
  /** Everyone who saved a change to it: none of them may approve it. */
  changedBy: string[];
  /** The last review decision, if any. */
  review: DraftReview | null;
}

export type AuditAction =
  | 'content.seeded'
  | 'draft.created'
  | 'draft.saved'
  | 'draft.submitted'
  | 'draft.approved'
  | 'draft.changes_requested'
  | 'draft.published'
  | 'draft.rebased'
  | 'draft.discarded'
  | 'version.restored'
  | 'repo.adopted'
  | 'session.signed_in'
  | 'session.signed_out'
  | 'release.scheduled'
  | 'release.moved'
  | 'release.cancelled'
  | 'release.published'
  | 'release.failed'
  | 'action.refused';

export type ReleaseStatus = 'scheduled' | 'published' | 'cancelled' | 'failed';

/** Approved drafts of one brand that go live together at a time in the brand's time zone (gateway/store/scheduling.ts). */
export interface Release {
  id: string;
  brand: string;
  status: ReleaseStatus;
  /** The drafts, applied in this order onto what is live at that moment. */
  drafts: { id: string; title: string }[];
  /** The instant it goes live (ISO date-time). */
  dueAt: string;
  /** The same, `yyyy-mm-ddThh:mm` on the clocks of `timeZone`. */
  localAt: string;
  timeZone: string;
  message: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The version it became (published). */
  version: number | null;
  /** Why it was not published (failed): what no longer validated at that moment. */
  outcome: string | null;
}

/** A brand's releases, newest due first, with the brand's time zone and the gateway's clock. */
export interface ReleaseList {
  releases: Release[];
  timeZone: string;
  /** The gateway's time now (ISO), the clock releases go live by. */
  now: string;
}

export interface AuditEntry {
  id: number;
  /** ISO date-time. */
  at: string;
  actor: string;
  action: AuditAction;
  brand: string | null;
  draftId: string | null;
  version: number | null;
  /** What, in a few words or values (a refusal's reason, a publication's message); never a password or a token. */
  detail: JsonObject;
}

/** What the editor needs beside a draft: the shared base and defaults it is laid over, and the live publication. */
export interface EditorBasis {
  brand: string;
  /** `brands/base.json` as loaded and migrated (the base a brand's `manifest` layer is laid over). */
  base: JsonObject;
  /** `content/en/*.json`, keyed by namespace: the English defaults a brand's copy overrides. */
  defaults: Record<string, JsonObject>;
  /** `content/<language>/*.json` of the other languages (`es`), keyed by language then namespace. */
  translationDefaults?: Partial<Record<Language, Record<string, JsonObject>>>;
  /** The brand's live publication. */
  version: VersionSummary;
  published: BrandContent;
  /** True when the repository's files for the brand differ from the live publication (see the repo diff). */
  repoDiffers: boolean;
  /** What members are served when it is not the live publication (which does not validate now), else null. */
  served: ServedNotice | null;
}

/**
 * Members are served something other than the live publication: the live version does not validate against the
 * repository's base as it is now (a base file changed since), so the last version that does is served, or, with
 * none, the brand's repository files.
 */
export interface ServedNotice {
  live: number;
  /** The version members are served; null: the brand's repository files. */
  version: number | null;
  /** Why, as a sentence for the studio. */
  reason: string;
}

/** The repository's files for a brand against the live publication: shown to a publisher to adopt, never applied. */
export interface RepoDiff {
  differs: boolean;
  version: number;
  /** The files compared (repository paths). */
  files: string[];
  changes: ChangeLine[];
}

export type { Problem };
