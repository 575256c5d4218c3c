import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberApi } from '../../schemas/api/member-api';
import { pageIds } from '../../schemas/generated/page-ids';
import { pageComponentModules, pageDeclarations } from '../../src/app/generated/pages';
import { laterPageRoutes } from '../../src/app/generated/later-routes';
import { firstPageRoutes } from '../../src/app/generated/routes';
import { widgetDeclarations } from '../../src/app/generated/widgets';
import { headingOf } from '../../src/app/routes';
import { defineWidget, type PageDeclaration } from '../../src/manifest/declarations';
import { declarationFiles, declarationModules, declarationProblems, readDeclarations } from './declarations';

const root = path.resolve(import.meta.dirname, '../..');
const declarations = await readDeclarations(root);
const modules = declarationModules(declarations);
const pageRoutes = [...firstPageRoutes, ...laterPageRoutes];

describe('the modules npm run generate writes from the declarations', () => {
  it.each(modules)('%s is up to date (run npm run generate)', (file, text) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(text);
  });

  it('reads every *.widget.ts and *.pages.ts of src/features/ and src/app/, none of generated/', () => {
    const widgets = declarationFiles(root, '.widget.ts');
    expect(widgets).toContain('src/features/home/welcome-banner.widget.ts');
    expect(widgets).toContain('src/features/auth/forms/change-password.widget.ts');
    expect(widgets).toContain('src/app/sections/not-found.widget.ts');
    expect(widgets).toHaveLength(widgetDeclarations.length);
    expect(declarationFiles(root, '.pages.ts')).toContain('src/features/claims/claims.pages.ts');
    expect([...widgets, ...declarationFiles(root, '.pages.ts')].filter((file) => file.includes('/generated/'))).toEqual([]);
  });
});

describe('the first pages of a session', () => {
  const textOf = (generated: [string, string][], file: string) => generated.find(([name]) => name === file)?.[1];

  it('are the only routes in the entry: the login page and home', () => {
    expect(firstPageRoutes.map((r) => r.path)).toEqual(['login', 'home']);
    expect(laterPageRoutes.map((r) => r.path)).not.toContain('login');
  });

  it('carry the same route table when ten pages are added: only the later routes grow', () => {
    const tenPages: PageDeclaration[] = Array.from({ length: 10 }, (_, i) => ({ path: `extra/page-${i}`, page: `extra-page-${i}` }));
    const more = declarationModules({
      ...declarations,
      pages: [...declarations.pages, { file: 'src/features/extra/extra.pages.ts', exportName: 'extraPages', value: tenPages, modules: tenPages.map(() => null) }],
    });
    expect(textOf(more, 'src/app/generated/routes.ts')).toBe(textOf(modules, 'src/app/generated/routes.ts'));
    expect(textOf(more, 'src/app/generated/later-routes.ts')).toContain("{ path: 'extra/page-9', page: 'extra-page-9' }");
  });

  it('are the only server-rendered pages', () => {
    const rendered = { file: 'src/features/extra/extra.pages.ts', exportName: 'extraPages', value: [{ path: 'extra', component: './Extra', serverRendered: true }] as PageDeclaration[], modules: ['src/features/extra/Extra.tsx'] };
    expect(() => declarationModules({ ...declarations, pages: [...declarations.pages, rendered] })).toThrow('server-rendered, so it must be a firstPage');
  });
});

describe('the pages', () => {
  const callNames = new Set(Object.keys(memberApi));

  it('name only calls the member API declares (schemas/api/endpoints/)', () => {
    const named = pageDeclarations.flatMap((page) => [...(page.calls ?? []), ...(page.actions ?? [])]);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !callNames.has(name))).toEqual([]);
  });

  it("are brands/base.json's pages: one page id each, and base.json composes every one", () => {
    const base = JSON.parse(readFileSync(path.join(root, 'brands/base.json'), 'utf8')) as { pages: Record<string, unknown> };
    expect([...pageIds].sort()).toEqual(Object.keys(base.pages).sort());
  });

  it('are each a route of the table, as declared: a composed page with its heading, or its own component', () => {
    expect(pageRoutes.map((r) => r.path).sort()).toEqual(pageDeclarations.map((p) => p.path).sort());
    for (const page of pageDeclarations) {
      const route = pageRoutes.find((r) => r.path === page.path)!;
      expect({ access: route.access, guard: route.guard }, page.path).toEqual({ access: page.access, guard: page.guard });
      if (page.component) {
        expect(route.component, page.path).toBeDefined();
        expect(pageComponentModules[page.path], page.path).toMatch(new RegExp(`/${page.component.slice(2)}\\.tsx?$`));
      } else {
        expect({ page: route.page, heading: route.heading }, page.path).toEqual({ page: page.page, heading: page.heading });
        expect(route.component).toBeUndefined();
      }
    }
  });

  it('have headings that are copy keys of content/en (the route table shows them, the fault checks look for them)', () => {
    const copyOf = (key: string): unknown => {
      const [file, ...rest] = key.split('.');
      const copy: unknown = JSON.parse(readFileSync(path.join(root, 'content/en', `${file}.json`), 'utf8'));
      return rest.reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], copy);
    };
    const keys = pageDeclarations.flatMap((page) => {
      const key = page.component ? page.heading : headingOf({ page: page.page!, heading: page.heading });
      return key && key !== 'category' && key !== 'categoryHistory' ? [[page.path, key] as const] : [];
    });
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter(([, key]) => typeof copyOf(key) !== 'string')).toEqual([]);
  });
});

describe('declarationProblems', () => {
  const page = (declaration: PageDeclaration) => declaration;

  it('refuses a widget name, a path or a page id declared twice', () => {
    expect(
      declarationProblems(
        [{ name: 'tile' }, { name: 'tile' }],
        [page({ path: 'a', page: 'a' }), page({ path: 'a', page: 'b' }), page({ path: 'c', page: 'b' })],
      ),
    ).toEqual(['the widget name "tile" is declared twice', 'the path "a" is declared twice', 'the page id "b" is declared twice']);
  });

  it('refuses what the route table cannot place: a composed page for staff, a notTermed page that is not signed in', () => {
    expect(
      declarationProblems(
        [],
        [page({ path: 'a', page: 'a', access: 'staff' }), page({ path: 'b', component: './B', access: 'public', guard: 'notTermed' })],
      ),
    ).toEqual(['the composed page "a" is staff: a composed page is public or signed in', 'the page "b" is public: notTermed guards a signed-in page']);
  });

  it('accepts the declarations of this repository', () => {
    expect(declarationProblems(widgetDeclarations, pageDeclarations)).toEqual([]);
  });
});

describe('defineWidget', () => {
  it('gives a widget without props the empty props schema, its description second, and the example {}', () => {
    const widget = defineWidget({ name: 'plain', description: 'A plain tile.', component: './Plain' });
    expect(widget).toEqual({
      name: 'plain',
      component: './Plain',
      props: { type: 'object', description: 'A plain tile.', properties: {}, additionalProperties: false },
      example: {},
    });
    expect(Object.keys(widget.props)).toEqual(['type', 'description', 'properties', 'additionalProperties']);
  });

  it('puts the description into a props schema, after its type', () => {
    const props = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false } as const;
    const widget = defineWidget({ name: 'counted', description: 'Counts.', component: './Counted', atHand: true, props, example: { n: 1 } });
    expect(Object.keys(widget.props)).toEqual(['type', 'description', 'properties', 'required', 'additionalProperties']);
    expect(widget).toMatchObject({ atHand: true, example: { n: 1 } });
  });
});
