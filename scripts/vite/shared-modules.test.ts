import { describe, expect, it } from 'vitest';
import { reachableFrom, sharedBy, staticClosure, type ModuleNode } from './shared-modules';

const graph: Record<string, string[]> = {
  login: ['button', 'password-field'],
  'password-field': ['field-parts'],
  home: ['tile', 'button'],
  tile: ['card'],
  card: ['button'],
  button: ['icons'],
  icons: [],
  'field-parts': [],
};
const moduleOf = (id: string): ModuleNode | null => (graph[id] ? { importedIds: graph[id] } : null);

describe('modules shared by two groups of pages', () => {
  it('follows static imports from the roots, ignoring modules the graph does not hold', () => {
    expect([...staticClosure(['login', 'missing'], moduleOf)].sort()).toEqual(['button', 'field-parts', 'icons', 'login', 'password-field']);
  });

  it('names what both sides import, and leaves the rest to the other groups', () => {
    const name = sharedBy('shared', { one: () => ['login'], other: () => ['home'] });
    const ctx = { getModuleInfo: moduleOf };
    expect(Object.keys(graph).filter((id) => name(id, ctx) === 'shared').sort()).toEqual(['button', 'icons']);
    expect(name('password-field', ctx)).toBeNull();
    expect(name('card', ctx)).toBeNull();
  });

  it('names what one group of roots imports statically, roots included', () => {
    const name = reachableFrom('entry', () => ['home']);
    const ctx = { getModuleInfo: moduleOf };
    expect(Object.keys(graph).filter((id) => name(id, ctx) === 'entry').sort()).toEqual(['button', 'card', 'home', 'icons', 'tile']);
  });
});
