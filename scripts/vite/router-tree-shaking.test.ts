import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { treeShakableRouterModule } from './router-tree-shaking';

describe('treeShakableRouterModule', () => {
  it('marks the top-level component and context declarations pure and drops their displayName writes', () => {
    const code = [
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Inner);',
      'function make() {',
      '  Inner.displayName = "inner";',
      '  return React.forwardRef(render);',
      '}',
    ].join('\n');
    expect(treeShakableRouterModule(code)).toBe([
      'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'function make() {',
      '  Inner.displayName = "inner";',
      '  return React.forwardRef(render);',
      '}',
    ].join('\n'));
  });

  it('leaves a module with neither unchanged', () => {
    expect(treeShakableRouterModule('export const x = 1;\n')).toBeNull();
  });

  it('finds both in the installed router, so an upgrade that changes its format is noticed', () => {
    const dir = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
    const withLink = readdirSync(dir).filter((file) => file.endsWith('.mjs')).map((file) => readFileSync(path.join(dir, file), 'utf8')).find((code) => code.includes('var Link = '));
    expect(withLink).toBeDefined();
    const marked = treeShakableRouterModule(withLink!)!;
    expect(marked).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(marked).not.toMatch(/^Link\.displayName/m);
  });
});
