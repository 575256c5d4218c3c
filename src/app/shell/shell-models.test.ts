import { describe, expect, it } from 'vitest';
import type { Alert } from '../../manifest/manifest-types';
import { testFacts, testRules } from '../../ui/test-fixtures';
import { alertButtons, alertLinks, DISMISSED_ALERTS_KEY, readDismissed, rememberDismissed, visibleAlerts } from './alert-dismissal';
import { currentGroup, groupDateRange, showsGroupBar, type GroupSummary } from './group-bar-model';

const groups: GroupSummary[] = [
  { groupId: '100', groupName: 'Acme', planEffectiveDate: '2024-01-01', planTerminationDate: '2024-12-31' },
  { groupId: '200', groupName: 'Globex', planEffectiveDate: '2025-01-01', planTerminationDate: null },
];

describe('group bar', () => {
  it('shows only with more than one group', () => {
    expect(showsGroupBar(undefined)).toBe(false);
    expect(showsGroupBar([])).toBe(false);
    expect(showsGroupBar(groups.slice(0, 1))).toBe(false);
    expect(showsGroupBar(groups)).toBe(true);
  });

  it('names the current group by the group.id fact, else the first', () => {
    expect(currentGroup(groups, '200')?.groupName).toBe('Globex');
    expect(currentGroup(groups, 'unknown')?.groupName).toBe('Acme');
    expect(currentGroup(groups, null)?.groupName).toBe('Acme');
    expect(currentGroup([], null)).toBeNull();
  });

  it('formats the date range as mm/dd/yyyy; an open plan has no end', () => {
    expect(groupDateRange(groups[0]!)).toEqual({ from: '01/01/2024', to: '12/31/2024' });
    expect(groupDateRange(groups[1]!)).toEqual({ from: '01/01/2025', to: null });
  });
});

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('alert dismissal', () => {
  const alerts: Alert[] = [
    { id: 'termed', type: 'warning', title: 'a.t', canDismiss: false, rule: { fact: 'member.isTermed' } },
    { id: 'news', type: 'info', title: 'a.n', canDismiss: true },
  ];

  it('remembers dismissals in the store', () => {
    const store = memoryStore();
    expect(readDismissed(store)).toEqual([]);
    expect(rememberDismissed('news', store)).toEqual(['news']);
    expect(rememberDismissed('news', store)).toEqual(['news']);
    expect(JSON.parse(store.data.get(DISMISSED_ALERTS_KEY)!)).toEqual(['news']);
  });

  it('offers a dismiss button only on a dismissible alert (spec §3 alert buttons)', () => {
    const buttons = [
      { label: 'a.ok', action: 'dismiss' },
      { label: 'a.out', action: 'logout' },
    ] as const;
    expect(alertButtons({ canDismiss: true, buttons: [...buttons] }).map((b) => b.action)).toEqual(['dismiss', 'logout']);
    expect(alertButtons({ canDismiss: false, buttons: [...buttons] }).map((b) => b.action)).toEqual(['logout']);
    expect(alertButtons({ canDismiss: true })).toEqual([]);
  });

  it('shows only links that stay in the app (to) or are https (href), even if a bad manifest got through', () => {
    const links = [
      { label: 'a.home', to: '/home' },
      { label: 'a.evil', to: '//evil.example' },
      { label: 'a.backslash', to: '/\\evil.example' },
      { label: 'a.help', href: 'https://help.example/' },
      { label: 'a.userinfo', href: 'https://help.example@evil.example/' },
    ] as NonNullable<Alert['links']>;
    expect(alertLinks({ links }).map((l) => l.label)).toEqual(['a.home', 'a.help']);
    expect(alertLinks({})).toEqual([]);
  });

  it('survives a corrupt or missing store', () => {
    expect(readDismissed(memoryStore({ [DISMISSED_ALERTS_KEY]: '{oops' }))).toEqual([]);
    expect(readDismissed(null)).toEqual([]);
    expect(rememberDismissed('x', null)).toEqual(['x']);
  });

  it('filters by rule and hides dismissed dismissible alerts only', () => {
    const termed = testFacts({ 'member.isTermed': true });
    expect(visibleAlerts(alerts, termed, testRules, []).map((a) => a.id)).toEqual(['termed', 'news']);
    expect(visibleAlerts(alerts, testFacts(), testRules, []).map((a) => a.id)).toEqual(['news']);
    expect(visibleAlerts(alerts, termed, testRules, ['termed', 'news']).map((a) => a.id)).toEqual(['termed']);
    expect(visibleAlerts(alerts, null, testRules, [])).toEqual([]);
  });
});
