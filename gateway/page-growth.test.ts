import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSpecs, fixtureManifest } from './testing/fixture-repo';
import { createHarness, type Harness } from './testing/gateway-harness';

/*
 * Pages added to a brand (their sections and their copy) leave the first pages as they were (issue 28): /login and
 * /home carry the shell's copy and their own, and of the manifest's pages their own and home's.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const bootOf = async (path: string) => /<script type="application\/json" id="brand-boot">(.*?)<\/script>/s.exec((await h.get(path)).body)?.[1] ?? '';

describe('ten more pages', () => {
  it('leave the /login and /home boot data as they were, byte for byte', async () => {
    const before = { login: await bootOf('/login'), home: await bootOf('/home') };
    expect(before.login).toContain('"contentRoute":"login"');

    const spec = brandSpecs.find((s) => s.id === 'main')!;
    const manifest = fixtureManifest(spec) as { pages: Record<string, { sections: unknown[] }> };
    const others = Object.keys(manifest.pages).filter((page) => page !== 'home').slice(0, 10);
    expect(others).toHaveLength(10);
    for (const [i, page] of others.entries()) {
      manifest.pages[page]!.sections.push({ id: `added-${i}`, widget: 'claimsList', props: {} });
      await h.repo.write(`content/en/added${i}.json`, { title: `Added page ${i}`, body: 'Words of a page added later. '.repeat(20) });
    }
    await h.repo.write('brands/main.json', manifest);

    const claims = await bootOf('/claims');
    expect(claims).toContain('"added-');
    expect({ login: await bootOf('/login'), home: await bootOf('/home') }).toEqual(before);
  });
});
