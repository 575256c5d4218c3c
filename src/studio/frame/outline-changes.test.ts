import { describe, expect, it } from 'vitest';
import { outlineChanges } from './outline-changes';

const el = (tag: string, attributes: Record<string, string>, text = ''): HTMLElement => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = text;
  return element;
};

/** The shell's marks as the member app renders them: menu items and an alert by their gate, a widget between its marks. */
const page = () => {
  document.body.replaceChildren(
    el('a', { href: '/claims', 'data-gate': 'menu:primary:claims' }, 'Claims'),
    el('a', { href: '/benefits', 'data-gate': 'menu:primary:benefits' }, 'Benefits'),
    el('div', { 'data-gate': 'alert:termed' }, 'Your coverage ended'),
    el('span', { hidden: '', 'data-studio-widget': 'recentClaims', 'data-studio-props': '{}' }),
    el('section', {}, 'Recent claims'),
    el('span', { hidden: '', 'data-studio-widget-end': 'recentClaims' }),
  );
  return document;
};

describe('outlineChanges', () => {
  it("outlines a changed section of the page shown, and changed menu items and alerts wherever the shell renders them", () => {
    const doc = page();
    const outlined = outlineChanges(
      [
        { key: 'section:home:recent-claims', kind: 'section', page: 'home', id: 'recent-claims' },
        { key: 'menu:primary:claims', kind: 'menu', page: null, id: 'primary:claims' },
        { key: 'alert:termed', kind: 'alert', page: null, id: 'termed' },
        { key: 'section:claims:list', kind: 'section', page: 'claims', id: 'list' },
        { key: 'menu:account:ebill', kind: 'menu', page: null, id: 'account:ebill' },
      ],
      'home',
      [{ id: 'recent-claims', widget: 'recentClaims' }],
      doc,
    );
    expect(outlined).toEqual(['section:home:recent-claims', 'menu:primary:claims', 'alert:termed']);
    expect([...doc.querySelectorAll('[data-studio-changed]')].map((e) => e.textContent)).toEqual(['Claims', 'Your coverage ended', 'Recent claims']);
    expect((doc.querySelector('[data-gate="menu:primary:claims"]') as HTMLElement).style.outline).toContain('dashed');
    expect(doc.querySelector('[data-gate="menu:primary:benefits"]')!.hasAttribute('data-studio-changed')).toBe(false);
  });
});
