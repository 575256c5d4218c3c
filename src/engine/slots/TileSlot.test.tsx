import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render as rtlRender } from '@testing-library/react';
import type { ReactElement } from 'react';
import shell from '../../../content/en/shell.json';
import { createI18n } from '../i18n/create-i18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { testThemeTokens } from '../theme/test-theme-tokens';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Facts, NamedRules } from '../rules/rule-types';
import type { WidgetRegistry } from './registry';
import { TileSlot, visibleTiles, type SlotTile } from './TileSlot';

/** The engine knows no product: any fact names will do. */
const testFacts = (overrides: Record<string, Facts[string]> = {}): Facts => ({
  'member.isSubscriber': true,
  'eligibility.dental': 'future',
  'eligibility.vision': 'active',
  ...overrides,
});
const testRules: NamedRules = {};

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Broken(): never {
  throw new Error('boom with personal data');
}

function makeRegistry(): WidgetRegistry<'greeting' | 'broken' | 'failsToLoad'> {
  return {
    greeting: async () => ({ default: Greeting }),
    broken: async () => ({ default: Broken }),
    failsToLoad: () => Promise.reject(new Error('chunk failed')),
  };
}

let warn: MockInstance;
let error: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

const renderWithProviders = (ui: ReactElement) =>
  rtlRender(
    <ThemeProvider tokens={testThemeTokens}>
      <I18nProvider i18n={createI18n({ shell })}>{ui}</I18nProvider>
    </ThemeProvider>,
  );

const render = (tiles: SlotTile[], registry: WidgetRegistry = makeRegistry(), facts = testFacts()) =>
  renderWithProviders(
    <div data-testid="slot">
      <TileSlot tiles={tiles} registry={registry} facts={facts} namedRules={testRules} />
    </div>,
  );

describe('TileSlot', () => {
  it('renders each widget lazily with its props, showing a skeleton first', async () => {
    render([{ id: 'a', widget: 'greeting', props: { name: 'Ann' } }]);
    expect(screen.getByTestId('tile-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByTestId('tile-skeleton')).toBeNull();
  });

  it('keeps a throwing widget to its own error card; its siblings render', async () => {
    render([
      { id: 'first', widget: 'greeting', props: { name: 'Ann' } },
      { id: 'bad', widget: 'broken', props: {} },
      { id: 'last', widget: 'greeting', props: { name: 'Bo' } },
    ]);
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the error card when a widget fails to load', async () => {
    render([
      { id: 'x', widget: 'failsToLoad', props: {} },
      { id: 'y', widget: 'greeting', props: { name: 'Cy' } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
  });

  it('logs a failure without the error text (no personal data)', async () => {
    render([{ id: 'bad', widget: 'broken', props: {} }]);
    await screen.findByRole('alert');
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('"bad"') && line.includes('"broken"'))).toBe(true);
    expect(lines.join(' ')).not.toContain('personal data');
  });

  it('hides tiles whose rule does not hold', async () => {
    render(
      [
        { id: 'dental', widget: 'greeting', props: { name: 'Dental' }, rule: { fact: 'eligibility.dental', in: ['active'] } },
        { id: 'vision', widget: 'greeting', props: { name: 'Vision' }, rule: { fact: 'eligibility.vision', in: ['active'] } },
        { id: 'staff', widget: 'greeting', props: { name: 'Staff' }, rule: { fact: 'token.isStaff' } },
      ],
      makeRegistry(),
      testFacts({ 'eligibility.dental': 'active', 'eligibility.vision': 'termed' }),
    );
    expect(await screen.findByText('Hello Dental')).toBeInTheDocument();
    expect(screen.queryByText('Hello Vision')).toBeNull();
    expect(screen.queryByText('Hello Staff')).toBeNull();
  });

  it('ignores an unknown widget, warns without personal data, and renders the rest', async () => {
    render([
      { id: 'ghost', widget: 'doesNotExist', props: { ssn: '123-45-6789' } },
      { id: 'ok', widget: 'greeting', props: { name: 'Di' } },
    ]);
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
    const slot = screen.getByTestId('slot');
    expect(within(slot).queryByRole('alert')).toBeNull();
    expect(slot.children).toHaveLength(1);
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('doesNotExist'))).toBe(true);
    expect(lines.join(' ')).not.toContain('123-45-6789');
  });

  it('does not treat inherited object keys as widgets', async () => {
    render([{ id: 'proto', widget: 'toString', props: {} }]);
    expect(screen.getByTestId('slot').children).toHaveLength(0);
  });

  it('loads a widget once however many tiles use it', async () => {
    const load = vi.fn(makeRegistry().greeting);
    const registry = { ...makeRegistry(), greeting: load };
    render(
      [
        { id: 'one', widget: 'greeting', props: { name: 'One' } },
        { id: 'two', widget: 'greeting', props: { name: 'Two' } },
      ],
      registry,
    );
    expect(await screen.findByText('Hello Two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('visibleTiles', () => {
  it('keeps manifest order and drops tiles whose rule fails', () => {
    const tiles: SlotTile[] = [
      { id: 'a', widget: 'w', props: {} },
      { id: 'b', widget: 'w', props: {}, rule: { not: { fact: 'member.isSubscriber' } } },
      { id: 'c', widget: 'w', props: {}, rule: { fact: 'member.isSubscriber' } },
    ];
    expect(visibleTiles(tiles, testFacts(), testRules).map((t) => t.id)).toEqual(['a', 'c']);
  });
});
