import { describe, expect, it } from 'vitest';
import { describeChanges } from './changes';
import { rebaseContent } from './rebase';

const basis = { base: { pages: { home: { sections: [] } } }, defaults: { home: { tools: { title: 'Tools' } } } };
const tiles = (...ids: string[]) => ({ pages: { home: { sections: ids.map((id) => ({ id, widget: 'W' })) } } });

describe('change sentences', () => {
  it("a moved tile is one line naming the tile's id, not a rewrite", () => {
    const lines = describeChanges(basis, { manifest: tiles('a', 'b', 'recent-claims'), copy: {} }, { manifest: tiles('recent-claims', 'a', 'b'), copy: {} });
    expect(lines.some((line) => line.kind === 'moved' && line.text.includes('recent-claims'))).toBe(true);
    expect(lines.every((line) => line.kind === 'moved')).toBe(true);
  });

  it('a changed line of copy names its key', () => {
    const lines = describeChanges(basis, { manifest: {}, copy: {} }, { manifest: {}, copy: { home: { tools: { title: 'Your tools' } } } });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toContain('home.tools.title');
  });
});

describe('rebase', () => {
  it('changes to different places merge; the same place changed two ways is a conflict', () => {
    const common = { manifest: { a: 1, b: 1 }, copy: {} };
    const merged = rebaseContent(common, { manifest: { a: 2, b: 1 }, copy: {} }, { manifest: { a: 1, b: 3 }, copy: {} });
    expect(merged).toEqual({ content: { manifest: { a: 2, b: 3 }, copy: {} }, conflicts: [] });
    expect(rebaseContent(common, { manifest: { a: 2, b: 1 }, copy: {} }, { manifest: { a: 3, b: 1 }, copy: {} }).conflicts.length).toBeGreaterThan(0);
  });
});
