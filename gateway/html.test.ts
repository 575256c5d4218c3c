import { describe, expect, it } from 'vitest';
import { renderIndex } from './html';
import type { BrandBoot } from './shared/content-source';

const template = '<html><head><!--brand-style--><title><!--brand-title--></title></head><body><div id="root"></div><!--brand-boot--></body></html>';
const attack = 'Arial} body::before{content:"call 1-900-555-0100"} nav{display:none} h1{';

const bootWith = (theme: { colors: Record<string, string>; fonts: { body: string; heading: string } }) =>
  ({ manifest: { brand: { name: 'Test' }, theme }, copy: {} }) as unknown as BrandBoot;

const styleOf = (html: string) => /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';

describe('renderIndex: the first paint style', () => {
  it("writes the brand's colours and body font", () => {
    const html = renderIndex(template, bootWith({ colors: { background: '#ffffff', text: '#1a1a1a' }, fonts: { body: '"Segoe UI", Arial, sans-serif', heading: 'serif' } }));
    expect(styleOf(html)).toBe('html,body{background:#ffffff;color:#1a1a1a;font-family:"Segoe UI", Arial, sans-serif}');
  });

  it('keeps a value that was never validated inside its declaration', () => {
    const html = renderIndex(template, bootWith({ colors: { background: '#fff;}nav{display:none', text: '#000' }, fonts: { body: attack, heading: attack } }));
    const style = styleOf(html);
    // One rule, three declarations: nothing of the values ends one or opens another rule.
    expect(style.match(/[{}]/g)).toEqual(['{', '}']);
    expect(style.match(/;/g)).toHaveLength(2);
    expect(style).not.toContain('nav{');
  });
});
