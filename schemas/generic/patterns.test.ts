import { describe, expect, it } from 'vitest';
import { manifestOnlyPatterns } from './manifest-only-patterns';
import { patterns } from './patterns';

// As ajv compiles them (unicode mode).
const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

describe('appPath: an internal target is a path of this app', () => {
  it.each(['/', '/home', '/benefits/summary?asOfDate=2026-11-24', '/contact-us#dental', '/ebill/sso', '/a..b', '/claims?x=..'])(
    'accepts %s',
    (value) => expect(matches(patterns.appPath, value)).toBe(true),
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/home'],
    ['slash backslash', '/\\evil.example'],
    ['a backslash anywhere', '/home\\..\\x'],
    ['a control character', '/home\u0000'],
    ['a new line', '/home\n//evil'],
    ['a tab', '/\t/evil.example'],
    ['a .. segment', '/home/../../evil'],
    ['a .. segment at the end', '/home/..'],
    ['a .. segment before a query', '/..?x=1'],
    ['a scheme', 'https://evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a scheme after a slash', '/javascript:alert(1)'],
    ['no leading slash', 'home'],
    ['a space', '/ home'],
  ])('refuses %s', (_, value) => expect(matches(patterns.appPath, value)).toBe(false));
});

describe('https: an external address', () => {
  it.each(['https://www.summithealth.example/privacy', 'https://ebill.example.com', 'https://a.example/p?q=1#x', 'https://a.example/@user'])(
    'accepts %s',
    (value) => expect(matches(patterns.https, value)).toBe(true),
  );

  it.each([
    ['a user name', 'https://a@evil.example'],
    ['a user name and password', 'https://good.example:pw@evil.example/'],
    ['a backslash', 'https://good.example\\@evil.example'],
    ['a backslash in the path', 'https://good.example/\\evil'],
    ['a space', 'https://good.example/a b'],
    ['a new line', 'https://good.example/\nx'],
    ['a port', 'https://good.example:8443/'],
    ['an upper-case host', 'https://Good.example/'],
    ['http', 'http://good.example/'],
    ['protocol-relative', '//good.example/'],
    ['no host', 'https:///path'],
  ])('refuses %s', (_, value) => expect(matches(patterns.https, value)).toBe(false));
});

describe('appPathOrHttps: where a form may be posted', () => {
  it.each(['/ebill/sso', 'https://ebill.example.com/sso'])('accepts %s', (value) => expect(matches(patterns.appPathOrHttps, value)).toBe(true));
  it.each(['//evil.example', '/\\evil.example', 'https://a@evil.example', 'http://ebill.example.com', 'ebill/sso'])('refuses %s', (value) =>
    expect(matches(patterns.appPathOrHttps, value)).toBe(false),
  );
});

describe('host', () => {
  it.each(['www.example.com', 'localhost', '127.0.0.1'])('accepts %s', (value) => expect(matches(patterns.host, value)).toBe(true));
  it.each(['evil.example; script-src *', 'a b', 'https://a.example', 'a.example:443', '-a.example', ''])('refuses %s', (value) =>
    expect(matches(patterns.host, value)).toBe(false),
  );
});

describe('fontList: a theme font value', () => {
  it.each([
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    'Georgia, Cambria, "Times New Roman", Times, serif',
    "'Source Sans 3', Arial,sans-serif",
    'Helvetica Neue, Arial',
    'my_font',
  ])('accepts %s', (value) => expect(matches(manifestOnlyPatterns.fontList, value)).toBe(true));

  it.each([
    ['a rule break-out', 'Arial} body::before{content:"call 1-900-555-0100"} nav{display:none} h1{'],
    ['a second declaration', 'Arial; color: red'],
    ['a function', 'Arial, url(https://evil.example/x)'],
    ['an element end', 'Arial</style><script>'],
    ['a backslash escape', 'Arial\\7d'],
    ['a comment', 'Arial /* x */'],
    ['an unclosed quote', '"Segoe UI, Arial'],
    ['mixed quotes', '"Segoe UI\', Arial'],
    ['a quote inside a quoted name', '"Seg"oe", Arial'],
    ['an !important', 'Arial !important'],
    ['an empty family', 'Arial,, serif'],
    ['a new line', 'Arial\nserif'],
    ['empty', ''],
  ])('refuses %s', (_, value) => expect(matches(manifestOnlyPatterns.fontList, value)).toBe(false));
});
