import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeWidgetModules } from './budgets';
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
