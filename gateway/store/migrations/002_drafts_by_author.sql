-- The open drafts of an author on a brand are counted on every new draft (at most 20 open: workflow-rules.ts).
-- Plain SQL: PGlite and Postgres.
CREATE INDEX IF NOT EXISTS drafts_brand_author ON drafts (brand, author, status);
