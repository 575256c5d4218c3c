import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './stylesheet-preload';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('the dynamic import helper', () => {
  it('imports at once when the chunk has no stylesheet, linking nothing', async () => {
    const load = vi.fn(async () => 'module');
    await expect(__vitePreload(load, [])).resolves.toBe('module');
    await expect(__vitePreload(load)).resolves.toBe('module');
    expect(links()).toHaveLength(0);
  });

  it("links the chunk's stylesheets once and imports after they have loaded", async () => {
    const load = vi.fn(async () => 'editor');
    const first = __vitePreload(load, ['assets/editor.css', 'assets/editor.js']);
    const again = __vitePreload(load, ['assets/editor.css']);
    expect(links().map((link) => link.getAttribute('href'))).toEqual([`${window.location.origin}/assets/editor.css`]);
    expect(load).not.toHaveBeenCalled();
    links()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('editor');
    await expect(again).resolves.toBe('editor');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails the import when a stylesheet does not load, and links it afresh on the next try', async () => {
    const load = vi.fn(async () => 'editor');
    const failed = __vitePreload(load, ['assets/broken.css']);
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Unable to preload CSS');
    expect(load).not.toHaveBeenCalled();
    void __vitePreload(load, ['assets/broken.css']);
    expect(links()).toHaveLength(2);
  });
});
