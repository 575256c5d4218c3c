import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homeWidgets } from '../../src/app/generated/home-widgets';
import { widgetNamesOnPage } from './module-chunks';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('the home tiles chunk', () => {
  it('keeps at hand every widget a brand places on /home (no extra round trip for a home tile)', () => {
    const onHome = widgetNamesOnPage(repoRoot, 'home');
    expect(onHome.length).toBeGreaterThan(5);
    expect(onHome.filter((name) => !Object.hasOwn(homeWidgets, name))).toEqual([]);
  });
});
