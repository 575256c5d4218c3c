import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../schemas/schema-version';
import { formatReport } from '../../src/manifest/checks/report';
import { readRepoSnapshot } from './read-snapshot';
import { validateRepo } from './run';
import type { RepoSnapshot } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repo = readRepoSnapshot(root);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break files on purpose
type Loose = any;

/** The repository with one JSON file changed by `edit` (the snapshot is copied; the disk is never touched). */
function withJson(file: string, edit: (json: Loose) => void, snapshot: RepoSnapshot = repo): RepoSnapshot {
  const list = file.startsWith('brands/') ? 'manifests' : 'content';
  const existing = snapshot[list].find((f) => f.file === file);
  const json = existing ? JSON.parse(existing.text) : {};
  edit(json);
  const text = JSON.stringify(json, null, 2);
  return { ...snapshot, [list]: [...snapshot[list].filter((f) => f.file !== file), { file, text }] };
}

const run = (snapshot: RepoSnapshot) => formatReport(validateRepo(snapshot));
const lines = (text: string) => text.trimEnd().split('\n');

describe('npm run validate on the repository', () => {
  it('passes with a summary line', () => {
    const { text, exitCode } = run(repo);
    expect(text).toBe(`Checked 4 manifests and ${repo.content.length} content files: 0 errors, 0 warnings.\n`);
    expect(exitCode).toBe(0);
  });

  it('checks every copy key the brands use', () => {
    expect(repo.content.map((f) => f.file)).toEqual(expect.arrayContaining(['content/en/menu.json', 'content/brands/regional/footer.json']));
  });
});

describe('npm run validate on broken files', () => {
  it('names an unknown widget with a suggestion, and fails', () => {
    const { text, exitCode } = run(withJson('brands/base.json', (m) => (m.pages.home.sections[0].widget = 'welcomeBaner')));
    expect(lines(text)).toEqual([
      'brands/base.json /pages/home/sections/0/widget: "welcomeBaner" is not a widget; did you mean "welcomeBanner"?',
      '',
      `Checked 4 manifests and ${repo.content.length} content files: 1 error, 0 warnings.`,
    ]);
    expect(exitCode).toBe(1);
  });

  it('names an unknown key', () => {
    const { text, exitCode } = run(withJson('brands/regional.json', (m) => (m.theme.colour = m.theme.colors)));
    expect(lines(text)[0]).toBe('brands/regional.json /theme/colour: "colour" is not a known key here; did you mean "colors"?');
    expect(exitCode).toBe(1);
  });

  it('explains a colour pair below WCAG AA', () => {
    const { text, exitCode } = run(withJson('brands/partner.json', (m) => (m.theme.colors.link = '#7aa0ff')));
    expect(lines(text).slice(0, 4)).toEqual([
      'brands/partner.json /theme/colors/link: link #7aa0ff on background #fbfdfd has contrast 2.4:1; text needs at least 4.5:1.',
      '    Make link darker or lighter, or change background, until they differ enough (WCAG 2.2 AA).',
      'brands/partner.json /theme/colors/link: link #7aa0ff on surface #eef6f5 has contrast 2.3:1; text needs at least 4.5:1.',
      '    Make link darker or lighter, or change surface, until they differ enough (WCAG 2.2 AA).',
    ]);
    expect(exitCode).toBe(1);
  });

  it('checks focus indicators at 3:1', () => {
    const { text } = run(withJson('brands/main.json', (m) => (m.theme.colors.focus = '#ffd8c2')));
    expect(text).toMatch(
      /^brands\/main\.json \/theme\/colors\/focus: focus #ffd8c2 on background #ffffff has contrast 1\.\d:1; a non-text indicator needs at least 3:1\.$/m,
    );
  });

  it('finds a copy key that does not exist', () => {
    const { text, exitCode } = run(withJson('brands/base.json', (m) => (m.menus.primary[0].label = 'menu.hom')));
    expect(lines(text)).toContain(
      'brands/base.json /menus/primary/0/label: The copy key "menu.hom" is not in content/en or content/brands/main; did you mean "menu.home"?',
    );
    expect(exitCode).toBe(1);
  });

  it('finds copy keys in labelWhen, footer, alerts and contact too', () => {
    const inBase = withJson('brands/base.json', (m) => {
      m.menus.primary[4].labelWhen[0].label = 'menu.nope';
      m.footer.copyright[1] = 'footer.copyright';
      m.alerts[0].title = 'alerts.notEnroled.title';
    });
    const broken = withJson('brands/hospital.json', (m) => (m.contact.departments[0].hours = 'contact.hours.never'), inBase);
    const problems = validateRepo(broken).problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'brands/base.json /menus/primary/4/labelWhen/0/label: The copy key "menu.nope" is not in content/en or content/brands/hospital; did you mean "menu.home"?',
        'brands/base.json /footer/copyright/1: The copy key "footer.copyright" names a group of texts, not one text; did you mean "footer.copyright.line1"?',
        'brands/base.json /alerts/0/title: The copy key "alerts.notEnroled.title" is not in content/en or content/brands/hospital; did you mean "alerts.notEnrolled.title"?',
        'brands/hospital.json /contact/departments/0/hours: The copy key "contact.hours.never" is not in content/en or content/brands/hospital.',
      ]),
    );
    // A line of the base is reported once for each brand whose copy lacks the key, never twice for one brand.
    expect(problems.filter((p) => p.includes('/footer/copyright/1'))).toHaveLength(1);
  });

  it('refuses a protocol-relative menu target and a link to an undeclared host, each at its line', () => {
    const protocolRelative = run(withJson('brands/base.json', (m) => (m.menus.bottomNav[0].to = '//evil.example')));
    expect(lines(protocolRelative.text)[0]).toMatch(/^brands\/base\.json \/menus\/bottomNav\/0\/to: "\/\/evil\.example" is not a path of this app;/);
    const undeclared = run(withJson('brands/partner.json', (m) => (m.footer.policyLinks[0].href = 'https://evil.example/privacy')));
    expect(lines(undeclared.text).slice(0, 2)).toEqual([
      'brands/partner.json /footer/policyLinks/0/href: "https://evil.example/privacy" goes to "evil.example", which this brand does not declare as a site it links to.',
      '    Add "evil.example" to "externalHosts" → "links" in the brand\'s file, or use an address on a declared host (declared: "www.harborpartnerplan.example", "www.summitdental.example", "ocrportal.hhs.gov", "www.hhs.gov").',
    ]);
    expect(undeclared.exitCode).toBe(1);
  });

  it('refuses a manifest newer than the app', () => {
    const newer = CURRENT_SCHEMA_VERSION + 1;
    const { text, exitCode } = run(withJson('brands/hospital.json', (m) => (m.schemaVersion = newer)));
    expect(lines(text)[0]).toBe(
      `brands/hospital.json /schemaVersion: This manifest is schemaVersion ${newer}, but this app understands up to ${CURRENT_SCHEMA_VERSION}. Update the app, or use a manifest of version ${CURRENT_SCHEMA_VERSION} or lower.`,
    );
    expect(exitCode).toBe(1);
  });

  it('accepts an older manifest (it is migrated)', () => {
    const v1 = withJson('brands/main.json', (m) => {
      m.schemaVersion = 1;
      m.home = { tiles: [{ id: 'welcome', type: 'welcomeBanner', props: {} }] };
      m.brand = { id: 'main', name: m.brand.name, domain: 1, hosts: m.brand.hosts };
    });
    expect(run(v1).exitCode).toBe(0);
  });

  it('finds a brand override of a key that content/en does not have', () => {
    const { text } = run(withJson('content/brands/regional/footer.json', (c) => (c.copyright.lin1 = 'typo')));
    expect(lines(text)[0]).toBe(
      'content/brands/regional/footer.json /copyright/lin1: "footer.copyright.lin1" is not a key in content/en, so this override would never be used; did you mean "footer.copyright.line1"?',
    );
  });

  it('finds overrides for a brand that does not exist', () => {
    const { text } = run(withJson('content/brands/regionl/footer.json', (c) => (c.copyright = { line1: 'x' })));
    expect(lines(text)[0]).toBe(
      'content/brands/regionl/footer.json: There is no brand "regionl" in brands/, so these overrides are never used; did you mean content/brands/regional/?',
    );
  });

  it('finds a content file with a value that is not text', () => {
    const { text } = run(withJson('content/en/menu.json', (c) => (c.home = 7)));
    expect(lines(text)[0]).toBe('content/en/menu.json /home: "home" should be text or an object ({ ... }).');
  });

  it('finds colliding hosts, a reused brand id and a reused domain id', () => {
    const broken = withJson('brands/partner.json', (m) => {
      m.brand.hosts.push('localhost');
      m.brand.domainId = 1;
    });
    expect(validateRepo(broken).problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([
      'brands/partner.json /brand/domainId: The domain id 1 is also used by brands/main.json; each brand needs its own domain id.',
      'brands/partner.json /brand/hosts/1: The host "localhost" is also a host of brands/main.json; a host can lead to one brand only.',
    ]);
    const twin = { ...repo, manifests: [...repo.manifests, { file: 'brands/main-copy.json', text: repo.manifests.find((f) => f.file === 'brands/main.json')!.text }] };
    const messages = validateRepo(twin).problems.map((p) => p.message);
    expect(messages).toContain('The brand id "main" does not match the file name; rename the file to brands/main.json or change the id to "main-copy".');
    expect(messages).toContain('The brand id "main" is also used by brands/main.json; each brand needs its own id.');
  });

  it('finds a missing brand asset', () => {
    const { text } = run(withJson('brands/main.json', (m) => (m.theme.logo.src = '/brand-assets/main-logo.png')));
    expect(lines(text)[0]).toBe(
      'brands/main.json /theme/logo/src: "/brand-assets/main-logo.png" needs the file brands/assets/main-logo.png, which does not exist; did you mean "/brand-assets/main-logo.svg"?',
    );
  });

  it('finds invalid JSON, with its line', () => {
    const broken = { ...repo, manifests: [...repo.manifests.filter((f) => f.file !== 'brands/main.json'), { file: 'brands/main.json', text: '{\n  "schemaVersion": 2,\n}' }] };
    const { text, exitCode } = run(broken);
    expect(lines(text).slice(0, 2)).toEqual([
      'brands/main.json: The file is not valid JSON near line 3, column 1.',
      '    Look for a missing or extra comma, quote or bracket there.',
    ]);
    expect(exitCode).toBe(1);
  });

  it('refuses a manifest or copy file nested too deeply, at the pointer where the limit is passed', () => {
    const deep = (text: string) => text.replace(/^\{/, `{"deep": ${'['.repeat(5_000)}${']'.repeat(5_000)},`);
    const edited = (list: 'manifests' | 'content', file: string) =>
      repo[list].map((f) => (f.file === file ? { ...f, text: deep(f.text) } : f));
    const { text, exitCode } = run({ ...repo, manifests: edited('manifests', 'brands/base.json'), content: edited('content', 'content/en/home.json') });
    const at = `/deep${'/0'.repeat(63)}`;
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        `brands/base.json ${at}: Lists and objects are nested more than 64 levels deep here; no manifest needs that many.`,
        `content/en/home.json ${at}: Lists and objects are nested more than 64 levels deep here; no manifest needs that many.`,
      ]),
    );
    expect(exitCode).toBe(1);
  });

  it('refuses a file over the size limit', () => {
    const huge = { file: 'brands/huge.json', text: `{"pad": "${'x'.repeat(3 * 1024 * 1024)}"}` };
    const { text } = run({ ...repo, manifests: [...repo.manifests, huge] });
    expect(lines(text)[0]).toBe('brands/huge.json: The file is 3.0 MB; a manifest or copy file may be at most 2.0 MB.');
  });

  it('finds a committed schema file that generate would write differently', () => {
    const stale = { ...repo, schemaFiles: repo.schemaFiles.map((f) => (f.file === 'schemas/rule.schema.json' ? { ...f, text: '{}\n' } : f)) };
    expect(lines(run(stale).text).slice(0, 2)).toEqual([
      'schemas/rule.schema.json: This file is out of date: it no longer matches schemas/*.ts.',
      '    Run npm run generate and commit the result.',
    ]);
  });
});

describe('formatReport', () => {
  it('marks warnings, counts in the singular, and exits 0 when there are only warnings', () => {
    const { text, exitCode } = formatReport({
      problems: [{ severity: 'warning', file: 'brands/x.json', pointer: '/old', message: '"old" is deprecated.', hint: 'Use "new".' }],
      manifestCount: 1,
      contentCount: 1,
    });
    expect(text).toBe('brands/x.json /old: warning: "old" is deprecated.\n    Use "new".\n\nChecked 1 manifest and 1 content file: 0 errors, 1 warning.\n');
    expect(exitCode).toBe(0);
  });
});
