-- Scheduled releases (issue 31): approved drafts of one brand that go live together at a time in the brand's time
-- zone, and each brand's studio settings (its time zone). Plain SQL: PGlite and Postgres.
CREATE TABLE IF NOT EXISTS releases (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('scheduled', 'published', 'cancelled', 'failed')),
  draft_ids TEXT NOT NULL,
  due_at TIMESTAMPTZ NOT NULL,
  local_at TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created_by TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  version INTEGER,
  outcome TEXT
);
CREATE INDEX IF NOT EXISTS releases_due ON releases (status, due_at);
CREATE INDEX IF NOT EXISTS releases_brand ON releases (brand, due_at DESC);

CREATE TABLE IF NOT EXISTS brand_settings (
  brand TEXT PRIMARY KEY,
  time_zone TEXT NOT NULL
);
