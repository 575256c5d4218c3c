import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeWidgetModules } from './budgets';

describe('the /home budget', () => {
  it('counts every widget the registry can load, and only those', () => {
    const registry = readFileSync(path.resolve(import.meta.dirname, '../../src/app/widget-registry.ts'), 'utf8');
    const loaded = [...registry.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
    expect(loaded.length).toBeGreaterThan(0);
    expect([...homeWidgetModules].sort()).toEqual(loaded.sort());
  });
});
