import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/manifest/edit/content-types';
import type { ContentStore, StoreActor } from './content-store';
import { holdFolder } from './database';
import { exportPublications } from './export';
import { createRepoCopyStore, type RepoCopyStore } from '../testing/repo-copy-store';

const editor: StoreActor = { username: 'editor', role: 'editor' };
const publisher: StoreActor = { username: 'publisher', role: 'publisher' };

describe('npm run content:export', () => {
  let root: string;
  let store: ContentStore;
  let copy: RepoCopyStore;
  beforeAll(async () => {
    copy = await createRepoCopyStore('content-export');
    ({ root, store } = copy);
  }, 60_000);
  afterAll(() => copy.close());

  it('touches nothing while the files are the publication, whatever their formatting', async () => {
    const before = await readFile(join(root, 'brands', 'partner.json'), 'utf8');
    const brands = await exportPublications(store);
    expect(brands.map((b) => b.brand).sort()).toEqual(['hospital', 'main', 'partner', 'regional']);
    expect(brands.flatMap((b) => b.files).every((f) => f.action === 'unchanged')).toBe(true);
    expect(await readFile(join(root, 'brands', 'partner.json'), 'utf8')).toBe(before);
  });

  it('writes a new publication back as files that load, and then the repository matches the publication', async () => {
    const draft = await store.createDraft(editor, 'partner', 'Recent claims first, a new footer line, no footer overrides file');
    const sections = (draft.content.manifest.pages as { home: { sections: JsonObject[] } }).home.sections;
    const manifest = { ...draft.content.manifest, pages: { ...(draft.content.manifest.pages as JsonObject), home: { sections: [{ id: 'recent-claims', $before: 'welcome' }, ...sections] } } };
    const saved = await store.save(editor, 'partner', draft.id, draft.revision, { manifest, copy: { home: { tiles: 'Your partner dashboard' } } });
    await store.submit(editor, 'partner', saved.id, saved.revision);
    await store.approve(publisher, 'partner', saved.id, saved.revision);
    const version = await store.publish(publisher, 'partner', saved.id, 'Claims first');

    const partner = (await exportPublications(store)).find((b) => b.brand === 'partner')!;
    expect(partner).toMatchObject({ version: version.number, author: 'publisher', message: 'Claims first' });
    expect(partner.files).toEqual([
      { path: 'brands/partner.json', action: 'written' },
      { path: 'content/brands/partner/home.json', action: 'written' },
      { path: 'content/brands/partner/footer.json', action: 'removed' },
      // The publication has no Spanish overrides any more (this save left them out): its Spanish file goes too.
      { path: 'content/brands/partner/es/footer.json', action: 'removed' },
    ]);
    const file = JSON.parse(await readFile(join(root, 'brands', 'partner.json'), 'utf8')) as JsonObject;
    expect((file.pages as { home: { sections: JsonObject[] } }).home.sections[0]).toEqual({ id: 'recent-claims', $before: 'welcome' });
    expect((await store.repoDiff(publisher, 'partner')).differs).toBe(false);
    const boot = await store.files.getBoot('partner');
    expect((boot.manifest.pages.home!.sections as { id: string }[])[0]!.id).toBe('recent-claims');
  });
});

describe("a PGlite folder is one process's", () => {
  it('refuses a folder another running process holds, and takes over a stale lock', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-db-lock-'));
    try {
      await writeFile(join(dir, 'md-store.lock'), String(process.ppid));
      await expect(holdFolder(dir)).rejects.toThrow(`is open in another process (pid ${process.ppid}`);
      await writeFile(join(dir, 'md-store.lock'), '2147483646');
      const release = await holdFolder(dir);
      expect(await readFile(join(dir, 'md-store.lock'), 'utf8')).toBe(String(process.pid));
      await release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
