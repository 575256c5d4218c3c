import { describe, expect, it } from 'vitest';
import { sanitiseHolidayHtml } from './sanitise';

// The fifth test brand's calendar: a script, onerror and onmouseover handlers and a javascript: link on purpose.
const unsafe = Object.values(
  import.meta.glob<string>('../../../test/fixtures/fifth-brand/calendars/fifth.html', { eager: true, query: '?raw', import: 'default' }),
)[0] ?? '';

/** The sanitised HTML parsed apart from the page (nothing of it is inserted or run). */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('the holiday calendar sanitiser (DOMPurify)', () => {
  it("keeps the unsafe fixture's table and text, and drops its script, event handlers and javascript: link", () => {
    const root = parse(sanitiseHolidayHtml(unsafe));
    expect(root.querySelector('table caption')?.textContent).toBe('Holidays');
    expect(root.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(root.textContent).toContain('Our customer service team is not available on these days.');
    expect(root.querySelector('a')?.textContent).toBe('Holiday hours for pharmacies');
    expect(root.querySelectorAll('script')).toHaveLength(0);
    const attributes = [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /^on/i.test(a))).toEqual([]);
    expect(attributes.filter((a) => /javascript:/i.test(a))).toEqual([]);
    expect(sanitiseHolidayHtml(unsafe)).not.toMatch(/__holiday/);
  });

  it('drops styles, forms and frames, and keeps what a calendar needs', () => {
    const html =
      '<style>body{display:none}</style><form action="/x"><input name="a"></form><iframe src="/x"></iframe>' +
      '<table><caption>2026 holidays</caption><tr><th scope="col">Holiday</th></tr><tr><td><time datetime="2026-01-01">January 1</time></td></tr></table>' +
      '<a href="https://example.com/hours">Hours</a><a href="JaVaScRiPt:alert(1)">x</a><svg><a href="javascript:alert(1)"><text>y</text></a></svg>';
    const root = parse(sanitiseHolidayHtml(html));
    expect(root.querySelector('style, form, input, iframe')).toBeNull();
    expect(root.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(root.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-01');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/hours');
    expect(root.innerHTML).not.toMatch(/javascript:/i);
  });
});
