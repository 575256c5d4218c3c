import { describe, expect, it } from 'vitest';
import { cssFontList, cssToken } from './css-values';

const attack = 'Arial} body::before{content:"call 1-900-555-0100"} nav{display:none} h1{';

/** What a CSS parser would see end a declaration, a rule, a string or the <style> element. */
const breaksOut = /[;{}<>()]|\/\*/;

describe('cssFontList', () => {
  it.each([
    ['system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'],
    ["'Source Sans 3',Arial", '"Source Sans 3", Arial'],
  ])('writes a valid list as a browser reads it: %s', (value, written) => expect(cssFontList(value)).toBe(written));

  it('keeps an attack inside one quoted family name: every brace, quote and bracket escaped', () => {
    const written = cssFontList(attack);
    expect(written).not.toMatch(breaksOut);
    // One family per comma of the value, each a string or a bare name: no quote of the value's survives.
    expect(written).toBe('"Arial\\7d  body\\3a \\3a before\\7b content\\3a \\22 call 1-900-555-0100\\22 \\7d  nav\\7b display\\3a none\\7d  h1\\7b "');
  });

  it.each(['Arial</style><script>alert(1)</script>', 'a"; color: red', "'x', url(https://evil.example)", 'x\\", y', 'x /* c */', 'x\ny'])(
    'escapes %j',
    (value) => {
      const written = cssFontList(value);
      expect(written).not.toMatch(breaksOut);
      // Only the quotes it writes itself, around each name.
      expect(written.replace(/"[^"]*"/g, '')).not.toContain('"');
    },
  );
});

describe('cssToken', () => {
  it('leaves a colour as it is', () => expect(cssToken('#0a5fb4')).toBe('#0a5fb4'));
  it.each(['#fff;}body{display:none', 'red</style>', 'url(https://evil.example)', '#000 !important'])('escapes %j', (value) => {
    const written = cssToken(value);
    expect(written).not.toMatch(breaksOut);
    // One token: plain characters and escapes (a backslash, hex digits and the one space that ends them).
    expect(written.replace(/\\[0-9a-f]+ /g, '')).toMatch(/^[a-zA-Z0-9#._%-]*$/);
  });
});
