/**
 * The newest manifest version this app understands; migrations/ steps older manifests up to it.
 * Its own module so the browser's manifest loader can read it without the whole manifest schema.
 */
export const CURRENT_SCHEMA_VERSION = 8;
