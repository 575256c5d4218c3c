-- The content store (issue 16): publications (versions), drafts and the audit log. Plain SQL: PGlite and Postgres.
-- Content is TEXT holding JSON text (jsonb would reorder keys, and the export writes them back as they were).

CREATE TABLE versions (
  brand TEXT NOT NULL,
  number INTEGER NOT NULL,
  content TEXT NOT NULL,
  author TEXT NOT NULL,
  published_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  message TEXT NOT NULL DEFAULT '',
  restored_from INTEGER,
  draft_id TEXT,
  PRIMARY KEY (brand, number)
);

CREATE TABLE drafts (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  title TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'in_review', 'changes_requested', 'approved', 'published', 'discarded')),
  author TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  revision INTEGER NOT NULL DEFAULT 1,
  base_version INTEGER NOT NULL,
  content TEXT NOT NULL,
  problems TEXT NOT NULL DEFAULT '[]',
  valid BOOLEAN NOT NULL,
  changed_by TEXT NOT NULL DEFAULT '[]',
  review TEXT
);
CREATE INDEX drafts_brand ON drafts (brand, updated_at DESC);

CREATE TABLE audit (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  brand TEXT,
  draft_id TEXT,
  version INTEGER,
  detail TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_brand ON audit (brand, id DESC);
