import { decideRule, type RuleDecision } from '../engine/rules/evaluate';
import type { BrandManifest, MenuName } from './manifest-types';
import type { Facts, NamedRules, Rule as AnyRule } from '../engine/rules/rule-types';
import type { Rule } from './rule-types';

/*
 * What a manifest's rules gate, and how each gate decides: the one function the member's shell (menus, their
 * labelWhen labels, alerts, a page's sections) and the studio's "why shown or hidden" both use, so the trace cannot
 * say other than what members see. Pure.
 */

/** The kinds of element a rule gates. A `label` is one `labelWhen` option of a menu item (it swaps the label). */
export type GateKind = 'menu' | 'label' | 'alert' | 'section';

export type GatedElement =
  | { kind: 'menu'; menu: MenuName; id: string; label: string }
  | { kind: 'label'; menu: MenuName; id: string; label: string; option: number }
  | { kind: 'alert'; id: string; label: string }
  | { kind: 'section'; page: string; id: string; widget: string };

export interface Gate {
  element: GatedElement;
  rule: Rule;
}

/**
 * The facts a gate may leave undecided. A section keeps a failed call's facts undecided (the page offers 'Try
 * again' in its place); a menu item, a label and an alert read the failed call's "no" default (hidden, own label).
 */
export function gateUndecided(kind: GateKind, undecided: ReadonlySet<string> | undefined): ReadonlySet<string> | undefined {
  return kind === 'section' ? undecided : undefined;
}

/**
 * How a gate decides for a member: no rule shows; without facts (signed out, still loading) a rule hides, since a
 * rule about the member cannot hold for no member; else the rule's verdict over the facts the gate may leave undecided.
 */
export function decideGate(kind: GateKind, rule: AnyRule | undefined, facts: Facts | null, namedRules: NamedRules, undecided?: ReadonlySet<string>): RuleDecision {
  if (rule === undefined) return 'show';
  if (facts === null) return 'hide';
  return decideRule(rule, facts, namedRules, gateUndecided(kind, undecided));
}

/** Whether a gate shows (an undecided section does not show its widget). */
export function gateShows(kind: GateKind, rule: AnyRule | undefined, facts: Facts | null, namedRules: NamedRules, undecided?: ReadonlySet<string>): boolean {
  return decideGate(kind, rule, facts, namedRules, undecided) === 'show';
}

/** The widget a composed page shows, under the negation of its gate, to a member it is not for: the 404 page (issue 29). */
export const NOT_FOUND_WIDGET = 'notFound';

/**
 * Whether the page a menu entry leads to is the member's, for a link to it from elsewhere (a tile's 'View all'): the
 * gate of the entries leading to `to` (every page carries its entry's rule, src/app/menu-pages.test.ts). Read from the
 * menus, which every page's boot holds, not from the page's sections, which only its own route's boot does. An
 * address no entry leads to is every member's.
 */
export function destinationOpen(to: string, menus: BrandManifest['menus'], facts: Facts | null, namedRules: NamedRules): boolean {
  const entries = Object.values(menus).flat().filter((item) => item.to === to);
  return entries.length === 0 || entries.some((item) => gateShows('menu', item.rule, facts, namedRules));
}

/** Every gate of a manifest (an element with a rule): menu items and their labelWhen options, alerts, every page's sections. */
export function manifestGates(manifest: Pick<BrandManifest, 'menus' | 'alerts' | 'pages'>): Gate[] {
  const menus = Object.entries(manifest.menus) as [MenuName, BrandManifest['menus'][MenuName]][];
  return [
    ...menus.flatMap(([menu, items]) =>
      items.flatMap((item) => [
        ...(item.rule ? [{ element: { kind: 'menu' as const, menu, id: item.id, label: item.label }, rule: item.rule }] : []),
        ...(item.labelWhen ?? []).map((option, i) => ({ element: { kind: 'label' as const, menu, id: item.id, label: option.label, option: i }, rule: option.rule })),
      ]),
    ),
    ...manifest.alerts.flatMap((alert) => (alert.rule ? [{ element: { kind: 'alert' as const, id: alert.id, label: alert.title }, rule: alert.rule }] : [])),
    ...Object.entries(manifest.pages).flatMap(([page, { sections }]) =>
      sections.flatMap((section) => (section.rule ? [{ element: { kind: 'section' as const, page, id: section.id, widget: section.widget }, rule: section.rule }] : [])),
    ),
  ];
}

/** A gate's key, the same across manifests (to match a gate of the live version with the draft's). */
export function gateKey(element: GatedElement): string {
  switch (element.kind) {
    case 'menu':
      return menuItemKey(element.menu, element.id);
    case 'label':
      return `label:${element.menu}:${element.id}:${element.option}`;
    case 'alert':
      return alertKey(element.id);
    case 'section':
      return sectionKey(element.page, element.id);
  }
}

/** A menu item's key (gateKey's form): the shell marks the item's control with it (`data-gate`). */
export const menuItemKey = (menu: MenuName, id: string): string => `menu:${menu}:${id}`;

/** An alert's key (gateKey's form): the shell marks the alert with it (`data-gate`). */
export const alertKey = (id: string): string => `alert:${id}`;

/** A page section's key (gateKey's form). */
export const sectionKey = (page: string, id: string): string => `section:${page}:${id}`;
