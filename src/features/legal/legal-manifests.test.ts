import { describe, expect, it } from 'vitest';
import { loadBrandFile, type BrandFile } from '../../manifest/load-brand-manifest';
import type { BrandManifest } from '../../manifest/manifest-types';
import { brandIds, brandManifest } from '../../../test/brand-fixtures';
import en from '../../../content/en/legal.json';
import es from '../../../content/es/legal.json';
import { legalPages } from './legal.pages';
import type { LanguageTaglinesProps } from './language-taglines.widget';
import type { NondiscriminationNoticeProps } from './nondiscrimination-notice.widget';
import { taglineLanguages } from './tagline-languages';

/*
 * Issue 30: every brand links both notices from its footer (on every page, signed in or not: the footer is the
 * shell's and the minimal layout's), names its own lines and coordinator, and has a tagline in 15 languages.
 * Over the resolved manifests of brands/ and of the fifth test brand (a brand added with files only).
 */

const repoLayers = Object.entries(import.meta.glob<unknown>('../../../brands/*.json', { eager: true, import: 'default' })).map(
  ([path, raw]): BrandFile => ({ file: path.replace(/^(\.\.\/)+/, ''), raw }),
);
const fifthFile = Object.values(import.meta.glob<unknown>('../../../test/fixtures/fifth-brand/brands/fifth.json', { eager: true, import: 'default' }))[0];

function load(raw: unknown): ReturnType<typeof loadBrandFile> {
  return loadBrandFile({ file: 'brands/fifth.json', raw }, repoLayers);
}

function fifthManifest(): BrandManifest {
  const loaded = load(fifthFile);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  return loaded.manifest;
}

const brands: [string, BrandManifest][] = [...brandIds.map((id): [string, BrandManifest] => [id, brandManifest(id)]), ['fifth', fifthManifest()]];
const pagePaths = legalPages.map((page) => `/${page.path}`);

const section = (manifest: BrandManifest, page: 'language-assistance' | 'accessibility', id: string) =>
  manifest.pages[page].sections.find((s) => s.id === id);

describe('the legal pages', () => {
  it('are public pages of their own', () => {
    expect(legalPages.map(({ path, page, access }) => ({ path, page, access }))).toEqual([
      { path: 'language-assistance', page: 'language-assistance', access: 'public' },
      { path: 'accessibility', page: 'accessibility', access: 'public' },
    ]);
  });
});

describe.each(brands)('%s', (_, manifest) => {
  it("links both pages from its footer, as pages of this app", () => {
    const targets = manifest.footer.policyLinks.map((link) => link.to);
    expect(targets).toEqual(expect.arrayContaining(pagePaths));
  });

  it('names departments it has for the taglines and for reporting a barrier (the general line is only a fallback)', () => {
    const named = [section(manifest, 'language-assistance', 'taglines'), section(manifest, 'accessibility', 'statement')]
      .map((s) => (s?.props as { department?: string } | undefined)?.department)
      .filter((id): id is string => id !== undefined);
    for (const id of named) expect(manifest.contact.departments.map((d) => d.id)).toContain(id);
  });

  it('has taglines in 15 languages, each once', () => {
    const { languages } = section(manifest, 'language-assistance', 'taglines')!.props as LanguageTaglinesProps;
    expect(languages).toHaveLength(15);
    expect(new Set(languages).size).toBe(15);
  });
});

describe('a footer link', () => {
  it.each([
    ['both', { to: '/accessibility', href: 'https://www.cedarvalleyhealth.example/accessibility' }],
    ['neither', {}],
  ])('with %s a page of this app and another site does not load', (_, target) => {
    const raw = structuredClone(fifthFile) as { footer: { policyLinks: Record<string, unknown>[] } };
    raw.footer.policyLinks = [{ id: 'accessibility', label: 'footer.policies.accessibility', ...target }];
    const loaded = load(raw);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems.map((p) => p.pointer)).toContain('/footer/policyLinks/0');
  });
});

describe("each brand's Civil Rights Coordinator", () => {
  const coordinatorOf = (manifest: BrandManifest) =>
    (section(manifest, 'language-assistance', 'notice')!.props as NondiscriminationNoticeProps).coordinator;

  it("is its own: no two brands give the same coordinator's line, e-mail or address", () => {
    const coordinators = brands.map(([, manifest]) => coordinatorOf(manifest));
    for (const part of ['phone', 'email'] as const) expect(new Set(coordinators.map((c) => c[part])).size).toBe(brands.length);
    expect(new Set(coordinators.map((c) => c.mail.join('\n'))).size).toBe(brands.length);
  });

  it("is the insurer's (brands/base.json) for a brand that names none", () => {
    const raw = structuredClone(fifthFile) as { pages: Record<string, unknown> };
    delete raw.pages['language-assistance'];
    const loaded = load(raw);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(coordinatorOf(loaded.manifest)).toEqual(coordinatorOf(brandManifest('main')));
    expect(coordinatorOf(loaded.manifest).email).toBe('civilrights@summithealth.example');
  });
});

describe('the taglines copy', () => {
  type Items = Record<string, { name: string; text: string }>;
  const items = { en: en.taglines.items as Items, es: es.taglines.items as Items };

  it('has a name and a text for every language a brand may pick, and no other', () => {
    expect(Object.keys(items.en).sort()).toEqual([...taglineLanguages].sort());
  });

  it("gives each the brand's phone and TTY numbers", () => {
    for (const [language, { name, text }] of Object.entries(items.en)) {
      expect(name, language).not.toBe('');
      expect(text, language).toContain('{{phone}}');
      expect(text, language).toContain('{{tty}}');
    }
  });

  it('is the same in the Spanish copy: a tagline is in its own language, whatever the page language', () => {
    expect(items.es).toEqual(items.en);
  });
});
