import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MEMBER_ROUTE_LIBRARIES, QUERY_LIBRARIES, packageClosure, packageOf } from './member-libraries';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe("the member's vendor libraries", () => {
  it('names the package of a module path, scoped and nested too', () => {
    expect(packageOf('/repo/node_modules/react/index.js')).toBe('react');
    expect(packageOf('/repo/node_modules/@rjsf/core/lib/index.js')).toBe('@rjsf/core');
    expect(packageOf('/repo/node_modules/a/node_modules/@x/y/z.js')).toBe('@x/y');
    expect(packageOf('/repo/src/app/main.tsx')).toBeNull();
  });

  it("holds the stack's runtime and what it depends on, and none of the studio's or later pages' libraries", () => {
    const member = packageClosure(repoRoot, MEMBER_ROUTE_LIBRARIES);
    expect(member).toContain('scheduler');
    expect(member).toContain('stylis');
    for (const studioOnly of ['@rjsf/core', 'markdown-to-jsx', '@dnd-kit/core', 'codemirror', 'jsondiffpatch', 'axe-core', 'ajv', 'shiki', 'dompurify']) {
      expect(member).not.toContain(studioOnly);
    }
  });

  it('leaves the query library to a chunk of its own, which the login page does not load', () => {
    const member = packageClosure(repoRoot, MEMBER_ROUTE_LIBRARIES);
    const queries = packageClosure(repoRoot, QUERY_LIBRARIES);
    expect(member).not.toContain('@tanstack/react-query');
    expect(member).not.toContain('@tanstack/query-core');
    expect(queries).toContain('@tanstack/query-core');
  });
});
