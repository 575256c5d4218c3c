import { fileURLToPath } from 'node:url';
import type { BrandContent, JsonObject } from '../../src/manifest/edit/content-types';
import type { StoreActor } from './content-store';
import { RefusedError, type Refusal } from './workflow-rules';

/* What the store's suites (store-suite.ts, release-suite.ts) share: the repository, the actors, content edits. */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const editor: StoreActor = { username: 'editor', role: 'editor' };
export const publisher: StoreActor = { username: 'publisher', role: 'publisher' };
export const viewer: StoreActor = { username: 'viewer', role: 'viewer' };

/** The refusal a call ends with (fails the test when it does not refuse). */
export async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RefusedError) return error.refusal;
    throw error;
  }
  throw new Error('The call was not refused.');
}

/** The content with another brand name. */
export const withName = (content: BrandContent, name: string): BrandContent => ({
  ...content,
  manifest: { ...content.manifest, brand: { ...(content.manifest.brand as JsonObject), name } },
});

/** The content with another first line of the footer's copyright. */
export const withFooterLine = (content: BrandContent, line1: string): BrandContent => {
  const footer = content.copy.footer ?? {};
  return { ...content, copy: { ...content.copy, footer: { ...footer, copyright: { ...(footer.copyright as JsonObject), line1 } } } };
};
