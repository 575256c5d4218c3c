import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareApp, budgets, homeWidgetModules } from './budgets';
import { KB } from './compute';
import { pageIds } from '../../schemas/generated/page-ids';
import { COMPOSED_PAGE_BUDGET, composedPageBudgets } from './composed-pages';
import { composedPages } from '../../src/app/generated/pages';
import { declaredWidgetNames, widgetModules, widgetsOnPage } from './widget-modules';

const root = path.resolve(import.meta.dirname, '../..');

describe('the /home budget', () => {
  it('counts the component of every widget a brand places on /home', () => {
    expect(widgetsOnPage('home')).toEqual(expect.arrayContaining(['welcomeBanner', 'tools', 'programs', 'featuredLimit']));
    expect(homeWidgetModules).toContain('src/features/home/WelcomeBanner.tsx');
    expect(homeWidgetModules).toContain('src/features/benefits/FeaturedLimitTile.tsx');
    expect(homeWidgetModules).not.toContain('src/app/coming-soon/ComingSoonSection.tsx');
  });

  it('finds the module of every declared widget, and each exists', () => {
    for (const module of widgetModules(declaredWidgetNames)) expect(existsSync(path.join(root, module)), module).toBe(true);
  });

  it('refuses a widget with no declaration', () => {
    expect(() => widgetModules(['nope'])).toThrow(/has no loader for the widget "nope"/);
  });
});

describe('the budgets of issues 9 and 28', () => {
  it('allows /login 124 KB gzipped in at most 5 JS files, and /home 148.5 KB with every tile', () => {
    const byRoute = Object.fromEntries(budgets.map((b) => [b.route, b]));
    expect(byRoute['/login']).toMatchObject({ budgetBytes: 124 * KB, maxFiles: 5 });
    expect(byRoute['/home']).toMatchObject({ budgetBytes: 148.5 * KB });
    expect(byRoute['/home']!.maxFiles).toBeUndefined();
  });

  it('measures the bare app by its page, a module of test/fixtures/bare-app (its build root)', () => {
    expect(bareApp.modules).toEqual(['LoginPage.tsx']);
    for (const module of bareApp.modules) {
      expect(existsSync(path.join(root, 'test/fixtures/bare-app', String(module))), String(module)).toBe(true);
    }
  });
});

describe('every composed page is measured', () => {
  it('has a route for every page id of the manifest (except /home, its own page), and a budget line for each', () => {
    const pages = new Set(composedPages.map((r) => r.page));
    expect(pageIds.filter((id) => id !== 'home' && !pages.has(id))).toEqual([]);
    const lines = composedPageBudgets();
    expect(lines).toHaveLength(composedPages.length);
    const contact = lines.find((b) => b.route === '/contact-us');
    expect(contact?.budgetBytes).toBe(COMPOSED_PAGE_BUDGET);
    expect(contact?.modules).toContain('src/app/sections/SectionsPage.tsx');
  });
});
