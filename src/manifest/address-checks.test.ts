import { describe, expect, it } from 'vitest';
import base from '../../brands/base.json';
import main from '../../brands/main.json';
import { loadBrandFile } from './load-brand-manifest';
import type { Problem } from '../engine/manifest/problems';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break the manifest on purpose
type Loose = any;

/** The main brand's file changed by `edit`, loaded over the real base as `npm run validate` loads it. */
function problemsOfMain(edit: (brand: Loose) => void): Problem[] {
  const brand: Loose = structuredClone(main);
  edit(brand);
  const result = loadBrandFile({ file: 'brands/main.json', raw: brand }, [{ file: 'brands/base.json', raw: base }]);
  return result.ok ? [] : result.problems;
}

/** The tools tile's props, which a brand's file names whole when it changes one. */
const tools = { programIds: [1], shortcuts: ['ebill'] };

const located = (problems: Problem[]) => problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`);

describe('internal targets are paths of this app', () => {
  it.each([
    ['a menu item', (b: Loose) => (b.menus = { primary: [{ id: 'home', to: '//evil.example' }] }), '/menus/primary/0/to'],
    ['a bottom nav item', (b: Loose) => (b.menus = { bottomNav: [{ id: 'home', to: '/\\evil.example' }] }), '/menus/bottomNav/0/to'],
    ['routes.default', (b: Loose) => (b.routes = { default: '//evil' }), '/routes/default'],
    ['an error link', (b: Loose) => (b.errorLinks = { '404': [{ id: 'home', label: 'errors.links.home', to: '/home/../..' }] }), '/errorLinks/404/0/to'],
  ])('refuses a protocol-relative, backslash or ".." target in %s', (_, edit, pointer) => {
    const problems = problemsOfMain(edit);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'error', file: 'brands/main.json', pointer });
    expect(problems[0]!.message).toMatch(/is not a path of this app; write "\/" and the page's path \(for example "\/home"\)/);
  });

  it('refuses a protocol-relative eBill address', () => {
    const problems = problemsOfMain((b) => (b.pages = { home: { sections: [{ id: 'tools', props: { ...tools, ebillUrl: '//evil.example' } }] } }));
    expect(located(problems)).toEqual([
      'brands/main.json /pages/home/sections/0/props/ebillUrl: "//evil.example" is neither a path of this app (for example "/ebill/sso") nor a secure web address (for example "https://ebill.example.com/sso").',
    ]);
  });

  it('refuses an https address with a user name', () => {
    const problems = problemsOfMain((b) => (b.footer.policyLinks[0].href = 'https://www.summithealth.example@evil.example/privacy'));
    expect(problems[0]).toMatchObject({ file: 'brands/main.json', pointer: '/footer/policyLinks/0/href' });
    expect(problems[0]!.message).toMatch(/is not a secure web address/);
  });
});

describe('https addresses use the hosts the brand declares', () => {
  it('the brand as it is has none undeclared', () => {
    expect(problemsOfMain(() => undefined)).toEqual([]);
  });

  it('refuses a footer link to a host the brand does not declare, with a hint', () => {
    const problems = problemsOfMain((b) => (b.footer.policyLinks[1].href = 'https://evil.example/privacy'));
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'brands/main.json',
        pointer: '/footer/policyLinks/1/href',
        message: '"https://evil.example/privacy" goes to "evil.example", which this brand does not declare as a site it links to.',
        hint: 'Add "evil.example" to "externalHosts" → "links" in the brand\'s file, or use an address on a declared host (declared: "www.summithealth.example", "www.summitdental.example", "www.navitus.example", "ocrportal.hhs.gov", "www.hhs.gov").',
      },
    ]);
  });

  it('refuses a menu link to an undeclared host', () => {
    const problems = problemsOfMain((b) => (b.menus = { primary: [{ id: 'pharmacy', label: 'menu.home', href: 'https://pharmacy.example/' }] }));
    expect(located(problems)).toEqual([
      expect.stringMatching(/^brands\/main\.json \/menus\/primary\/\d+\/href: "https:\/\/pharmacy\.example\/" goes to "pharmacy\.example"/),
    ]);
  });

  it('an eBill address needs its host among the form hosts, not the link hosts', () => {
    const ebill = (b: Loose) => (b.pages = { home: { sections: [{ id: 'tools', props: { ...tools, ebillUrl: 'https://www.summithealth.example/ebill' } }] } });
    const problems = problemsOfMain(ebill);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'brands/main.json',
        pointer: '/pages/home/sections/0/props/ebillUrl',
        message: '"https://www.summithealth.example/ebill" goes to "www.summithealth.example", which this brand does not declare as a site it posts forms to.',
        hint: 'Add "www.summithealth.example" to "externalHosts" → "forms" in the brand\'s file, or use an address on a declared host (none declared yet).',
      },
    ]);
    expect(
      problemsOfMain((b) => {
        ebill(b);
        b.externalHosts.forms = ['www.summithealth.example'];
      }),
    ).toEqual([]);
  });

  it('refuses a host that could inject a directive into the security policy', () => {
    const problems = problemsOfMain((b) => (b.externalHosts.forms = ["ebill.example 'unsafe-inline'; script-src *"]));
    expect(problems[0]).toMatchObject({ file: 'brands/main.json', pointer: '/externalHosts/forms/0' });
    expect(problems[0]!.message).toMatch(/is not a host name/);
  });
});
