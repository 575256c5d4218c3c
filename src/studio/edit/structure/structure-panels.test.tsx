import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../manifest/edit/content-types';
import { validateRule } from '../../../manifest/generated/validators';
import { AlertsPanel, ContactDepartmentsPanel, FooterLinksPanel, MenusPanel, PagesPanel, RuleBuilder } from './index';
import { fixtureResolved, Harness } from './panel.fixture';
import { getAt } from './structure-model';

const homeIds = (resolved: JsonObject | undefined) => (getAt(resolved, ['pages', 'home', 'sections']) as JsonObject[]).map((s) => s.id);
const last = (changes: JsonObject[]) => changes.at(-1);

function renderPages(readOnly = false) {
  const changes: JsonObject[] = [];
  const initial = fixtureResolved();
  render(<Harness Panel={PagesPanel} initial={initial} readOnly={readOnly} changes={changes} />);
  return { changes, initial };
}

describe('PagesPanel', () => {
  it('lists every page, home first, named by id and route, and the home tiles in order', () => {
    const { initial } = renderPages();
    const picker = screen.getByLabelText('Page') as HTMLSelectElement;
    expect(picker.options[0]!.textContent).toBe('home (/home)');
    expect(picker.options).toHaveLength(Object.keys(initial.pages as object).length);
    const list = screen.getByRole('list', { name: 'Tiles of home, in order' });
    expect(within(list).getAllByRole('listitem', { hidden: false }).filter((li) => li.parentElement === list)).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Move tile recent-claims' })).toBeInTheDocument();
  });

  it('Move up and Move down change the order passed to onResolvedChange, and say so', () => {
    const { changes, initial } = renderPages();
    const before = homeIds(initial);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: recent-claims' }));
    const after = homeIds(last(changes));
    expect(after.indexOf('recent-claims')).toBe(before.indexOf('recent-claims') - 1);
    expect(after).toHaveLength(before.length);
    expect(screen.getByText(`Tile recent-claims moved to position ${before.indexOf('recent-claims')} of ${before.length}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move down: recent-claims' }));
    expect(homeIds(last(changes))).toEqual(before);
    expect(screen.getByRole('button', { name: 'Move up: welcome' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: programs' })).toBeDisabled();
    expect([...homeIds(last(changes))].sort()).toEqual([...before].sort());
  });

  it('adds a tile from the widget declarations under a unique id, with its example props', () => {
    const { changes } = renderPages();
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: 'tools' } });
    const id = screen.getByLabelText('Id') as HTMLInputElement;
    expect(id.value).toBe('tools-2');
    fireEvent.click(screen.getByRole('button', { name: 'Add tile' }));
    const added = (getAt(last(changes), ['pages', 'home', 'sections']) as JsonObject[]).at(-1);
    expect(added).toEqual({ id: 'tools-2', widget: 'tools', props: { programIds: [1, 33, 37, 93, 8], shortcuts: ['ebill', 'outlineOfCoverage'], ebillUrl: '/ebill/sso' } });
    expect(screen.getByText('Tile tools-2 added.')).toBeInTheDocument();
    // The id is editable, and a taken one refused.
    fireEvent.change(screen.getByLabelText('Id'), { target: { value: 'welcome' } });
    expect(screen.getByText('The id welcome is already used here: choose another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tile' })).toBeDisabled();
  });

  it('removes a tile only once confirmed', () => {
    const { changes } = renderPages();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: recent-claims' }));
    expect(changes).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(changes).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: recent-claims' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(homeIds(last(changes))).not.toContain('recent-claims');
    expect(homeIds(last(changes))).toHaveLength(10);
  });

  it("edits a tile's props in the form generated from its widget's schema, validated as typed", () => {
    const { changes } = renderPages();
    fireEvent.click(screen.getByRole('button', { name: 'Edit: preventive-care' }));
    const phone = screen.getByRole('textbox', { name: /phone/ });
    fireEvent.change(phone, { target: { value: '503-555-0111' } });
    expect(getAt(last(changes), ['pages', 'home', 'sections', 4, 'props'])).toEqual({ planYear: '2026-2027', phone: '503-555-0111', email: 'wellness@portlandoregon.example' });
    // An invalid value is kept (nothing lost) and marked under its field.
    fireEvent.change(screen.getByRole('textbox', { name: /planYear/ }), { target: { value: '2026' } });
    expect(getAt(last(changes), ['pages', 'home', 'sections', 4, 'props', 'planYear'])).toBe('2026');
    expect(screen.getByText(/must match pattern/)).toBeInTheDocument();
  });

  it("shows a copy-key prop's English text beside it", () => {
    renderPages();
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: 'settings' } });
    expect(screen.getByRole('heading', { name: 'Sections of settings' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit: communication' }));
    const title = screen.getByRole('textbox', { name: /title/ }) as HTMLInputElement;
    expect(title.value).toBe('settings.communication.title');
    expect(title).toHaveAccessibleDescription(/English: “.+”/);
  });

  it("edits a tile's rule with the rule builder", () => {
    const { changes } = renderPages();
    fireEvent.click(screen.getByRole('button', { name: 'Edit: recent-claims' }));
    const rule = screen.getByRole('group', { name: 'Rule of tile recent-claims' });
    fireEvent.click(within(rule).getByRole('button', { name: 'Add a condition' }));
    fireEvent.change(within(rule).getByLabelText('Fact of condition 1'), { target: { value: 'pcp.eligible' } });
    expect(getAt(last(changes), ['pages', 'home', 'sections', 7, 'rule'])).toEqual({ fact: 'pcp.eligible' });
    expect(within(rule).getByText('pcp.eligible is yes')).toBeInTheDocument();
    fireEvent.click(within(rule).getByRole('button', { name: 'No rule (always shown)' }));
    expect(getAt(last(changes), ['pages', 'home', 'sections', 7])).toEqual({ id: 'recent-claims', widget: 'recentClaims', props: {} });
  });

  it('readOnly disables every control that changes something', () => {
    renderPages(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit: tools' }));
    // Choosing which page to look at, and opening an editor to read it, change nothing: they stay usable.
    const picker = screen.getByLabelText('Page');
    expect(picker).toBeEnabled();
    const controls = screen.getAllByRole('textbox').concat(screen.getAllByRole('combobox'), screen.queryAllByRole('checkbox'));
    expect(controls.length).toBeGreaterThan(3);
    for (const control of controls) if (control !== picker) expect(control).toBeDisabled();
    const buttons = screen.getAllByRole('button').filter((b) => !/^(Edit|Close):/.test(b.getAttribute('aria-label') ?? ''));
    expect(buttons.length).toBeGreaterThan(30);
    for (const button of buttons) expect(button).toBeDisabled();
  });
});

describe('RuleBuilder', () => {
  function Builder({ start, rules = ['settingsAllowed', 'ebillShown'] }: { start?: JsonObject; rules?: string[] }) {
    const produced: (JsonObject | undefined)[] = [];
    const view = { produced };
    const Wrapper = () => {
      const [rule, setRule] = useState<JsonObject | undefined>(start);
      return (
        <RuleBuilder
          rule={rule}
          onChange={(next) => {
            produced.push(next);
            setRule(next);
          }}
          namedRules={rules}
          readOnly={false}
          label="Rule"
        />
      );
    };
    render(<Wrapper />);
    return view;
  }

  it('builds a valid rule from controls: a group of conditions by fact type, a not, a named rule', () => {
    const { produced } = Builder({});
    expect(screen.getByText('No rule (always shown)', { selector: 'p *, p' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    fireEvent.change(screen.getByLabelText('Kind of part 1'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Fact of condition 1.1'), { target: { value: 'eligibility.dental' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'future' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    fireEvent.change(screen.getByLabelText('Fact of condition 1.2'), { target: { value: 'member.age' } });
    fireEvent.change(screen.getByLabelText('Value (is at least) of condition 1.2'), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    fireEvent.change(screen.getByLabelText('Kind of part 1.3'), { target: { value: 'not' } });
    fireEvent.change(screen.getByLabelText('Kind of part 1.3.1'), { target: { value: 'use' } });
    fireEvent.change(screen.getByLabelText('Named rule of part 1.3.1'), { target: { value: 'ebillShown' } });
    const rule = produced.at(-1);
    expect(rule).toEqual({
      all: [{ fact: 'eligibility.dental', in: ['active', 'future'] }, { fact: 'member.age', atLeast: 18 }, { not: { use: 'ebillShown' } }],
    });
    expect(validateRule(rule)).toBe(true);
    expect(screen.getByText('all of (eligibility.dental is one of active, future; member.age is at least 18; not (the rule ebillShown))')).toBeInTheDocument();
  });

  it('types list values and dates, and removes a part', () => {
    const { produced } = Builder({ start: { any: [{ fact: 'group.id', in: ['1'] }, { fact: 'today', onOrBefore: '2025-03-31' }] } });
    fireEvent.change(screen.getByLabelText('Value (is one of) of condition 1.1'), { target: { value: '10004760, 10002805' } });
    expect(produced.at(-1)).toEqual({ any: [{ fact: 'group.id', in: ['10004760', '10002805'] }, { fact: 'today', onOrBefore: '2025-03-31' }] });
    const date = screen.getByLabelText('Value (is on or before) of condition 1.2');
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove part 1.1' }));
    expect(produced.at(-1)).toEqual({ any: [{ fact: 'today', onOrBefore: '2026-12-31' }] });
    expect(validateRule(produced.at(-1))).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove part 1.1' })).toBeDisabled();
  });
});

describe('the list panels', () => {
  it('MenusPanel: items with their label text, reordered, added, removed', () => {
    const changes: JsonObject[] = [];
    render(<Harness Panel={MenusPanel} initial={fixtureResolved()} changes={changes} />);
    expect(screen.getAllByText(/· Start/)[0]).toBeInTheDocument(); // the brand's override of menu.home
    fireEvent.click(screen.getByRole('button', { name: 'Move down: home' }));
    expect((getAt(last(changes), ['menus', 'primary']) as JsonObject[]).map((i) => i.id)).toEqual(['account', 'home', 'benefits', 'find-care', 'claims']);
    fireEvent.change(screen.getByLabelText('Menu'), { target: { value: 'claims' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect((getAt(last(changes), ['menus', 'claims']) as JsonObject[]).at(-1)).toEqual({ id: 'item', label: '', to: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit: eobs' }));
    fireEvent.change(screen.getByLabelText('Label (copy key)'), { target: { value: 'menu.claims' } });
    expect((getAt(last(changes), ['menus', 'claims']) as JsonObject[])[1]).toEqual({ id: 'eobs', label: 'menu.claims', to: '/eobs', rule: { all: [{ use: 'claimsShown' }, { use: 'eobsShown' }] } });
    expect(screen.getByText('English: “Claims”')).toBeInTheDocument();
  });

  it('AlertsPanel: an alert edited in its form keeps its id and rule', () => {
    const changes: JsonObject[] = [];
    render(<Harness Panel={AlertsPanel} initial={fixtureResolved()} changes={changes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit: not-enrolled' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /canDismiss/ }));
    expect(getAt(last(changes), ['alerts', 0])).toEqual({ id: 'not-enrolled', type: 'warning', title: 'alerts.notEnrolled.title', canDismiss: true, rule: { fact: 'member.isTermed' } });
  });

  it('FooterLinksPanel: every footer list, choices limited to the menus not listed yet', () => {
    const changes: JsonObject[] = [];
    render(<Harness Panel={FooterLinksPanel} initial={fixtureResolved()} changes={changes} />);
    expect(screen.getByRole('heading', { name: 'Footer: siteMap' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Footer: copyright' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Footer: policyLinks' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move up: claims' }));
    expect(getAt(last(changes), ['footer', 'siteMap'])).toEqual(['account', 'benefits', 'claims', 'findCare']);
    fireEvent.click(screen.getByRole('button', { name: 'Add to siteMap' }));
    expect(getAt(last(changes), ['footer', 'siteMap'])).toEqual(['account', 'benefits', 'claims', 'findCare', 'primary']);
    fireEvent.click(screen.getByRole('button', { name: 'Add to policyLinks' }));
    expect(getAt(last(changes), ['footer', 'policyLinks'])).toEqual([{ id: 'link', label: '', href: '' }]);
  });

  it('ContactDepartmentsPanel: departments in order, the last one kept', () => {
    const changes: JsonObject[] = [];
    render(<Harness Panel={ContactDepartmentsPanel} initial={fixtureResolved()} changes={changes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: pharmacy' }));
    expect((getAt(last(changes), ['contact', 'departments']) as JsonObject[]).map((d) => d.id)).toEqual(['pharmacy', 'customer-service']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove: customer-service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(screen.getByRole('button', { name: 'Remove: pharmacy' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Edit: pharmacy' }));
    fireEvent.change(screen.getByRole('textbox', { name: /phone/ }), { target: { value: '503-555-0199' } });
    expect(getAt(last(changes), ['contact', 'departments', 0, 'phone'])).toBe('503-555-0199');
  });
});

describe('no code compiled in the browser', () => {
  it('renders and validates the forms with Function and eval unusable (the studio CSP)', () => {
    const realFunction = globalThis.Function;
    const evalKey = 'eval' as const; // the real one is put back below
    const realEval = globalThis[evalKey];
    const refuse = () => {
      throw new Error('code compiled at run time (forbidden by the studio CSP)');
    };
    globalThis.Function = new Proxy(realFunction, { construct: refuse, apply: refuse });
    globalThis[evalKey] = refuse as typeof realEval;
    try {
      const { changes } = renderPages();
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Edit: tools' }));
      });
      fireEvent.change(screen.getByRole('textbox', { name: /ebillUrl/ }), { target: { value: 'http://not-https.example' } });
      expect(getAt(last(changes), ['pages', 'home', 'sections', 9, 'props', 'ebillUrl'])).toBe('http://not-https.example');
      expect(screen.getByText(/must match pattern/)).toBeInTheDocument();
    } finally {
      globalThis.Function = realFunction;
      globalThis[evalKey] = realEval;
    }
  });
});
