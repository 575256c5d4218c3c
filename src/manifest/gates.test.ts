import { describe, expect, it } from 'vitest';
import { decideGate, destinationOpen, gateKey, manifestGates } from './gates';
import type { BrandManifest } from './manifest-types';

const manifest = {
  menus: {
    primary: [
      { id: 'home', label: 'menu.home', to: '/home' },
      { id: 'claims', label: 'menu.claimsAndEobs', to: '/claims', rule: { fact: 'pcp.eligible' }, labelWhen: [{ rule: { use: 'nonSubscriber' }, label: 'menu.claims' }] },
    ],
  },
  alerts: [{ id: 'termed', type: 'warning', title: 'alerts.termed', canDismiss: false, rule: { fact: 'member.termed' } }],
  pages: { home: { sections: [{ id: 'plain', widget: 'a', props: {} }, { id: 'gated', widget: 'b', props: {}, rule: { fact: 'pcp.eligible' } }] } },
} as unknown as BrandManifest;

describe('manifestGates', () => {
  it('lists every rule: menu items, their labelWhen options, alerts and sections; ungated ones are not gates', () => {
    expect(manifestGates(manifest).map((g) => gateKey(g.element))).toEqual(['menu:primary:claims', 'label:primary:claims:0', 'alert:termed', 'section:home:gated']);
  });
});

describe('decideGate', () => {
  const undecided = new Set(['pcp.eligible']);
  it('a section keeps a failed call undecided; a menu item, label or alert reads its "no" default', () => {
    expect(decideGate('section', { fact: 'pcp.eligible' }, { 'pcp.eligible': true }, {}, undecided)).toBe('undecided');
    expect(decideGate('menu', { fact: 'pcp.eligible' }, { 'pcp.eligible': true }, {}, undecided)).toBe('show');
    expect(decideGate('alert', { fact: 'pcp.eligible' }, { 'pcp.eligible': false }, {}, undecided)).toBe('hide');
  });
  it('no rule shows; a rule without facts hides', () => {
    expect(decideGate('menu', undefined, null, {})).toBe('show');
    expect(decideGate('label', { fact: 'pcp.eligible' }, null, {})).toBe('hide');
  });
});

describe('destinationOpen', () => {
  const rules = { shown: { fact: 'pcp.eligible' } } as const;
  const menus = { primary: [{ id: 'home', label: 'menu.home', to: '/home' }], benefits: [{ id: 'programs', label: 'menu.programs', to: '/benefits/programs', rule: { use: 'shown' } }] } as unknown as BrandManifest['menus'];
  it("is the member's where the menu entry leading there shows, in any menu", () => {
    expect(destinationOpen('/benefits/programs', menus, { 'pcp.eligible': true }, rules)).toBe(true);
    expect(destinationOpen('/benefits/programs', menus, { 'pcp.eligible': false }, rules)).toBe(false);
  });
  it("an ungated entry's page, or one no entry leads to, is every member's", () => {
    expect(destinationOpen('/home', menus, { 'pcp.eligible': false }, rules)).toBe(true);
    expect(destinationOpen('/elsewhere', menus, null, rules)).toBe(true);
  });
});
