import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SplitRegistry } from '../../engine/slots/registry';
import { markedComponent, markWidgets, renderedSections, renderedWidgets } from './widget-marks';

const Empty = () => null;
const Shows = ({ text }: { text: string }) => <p>{text}</p>;

describe('widget-level gates: a widget that renders nothing', () => {
  it('marks each widget and tells one that rendered nothing from one that shows something', () => {
    const MarkedEmpty = markedComponent(Empty, 'recentClaims');
    const MarkedShows = markedComponent(Shows, 'tools');
    const { container, unmount } = render(
      <div>
        <MarkedShows {...{ text: 'Tools' }} />
        <MarkedEmpty />
      </div>,
    );
    expect(container.querySelectorAll('span[hidden]')).toHaveLength(4);
    const widgets = renderedWidgets(document);
    expect(widgets).toEqual([
      { widget: 'tools', props: '{"text":"Tools"}', nothing: false },
      { widget: 'recentClaims', props: '{}', nothing: true },
    ]);
    const sections = [
      { id: 'hidden-by-rule', widget: 'tools', props: { text: 'Other' } },
      { id: 'tools', widget: 'tools', props: { text: 'Tools' } },
      { id: 'claims', widget: 'recentClaims', props: {} },
      { id: 'not-rendered', widget: 'recentClaims', props: {} },
    ];
    expect(renderedSections(sections, widgets)).toEqual([
      { id: 'tools', widget: 'tools', nothing: false },
      { id: 'claims', widget: 'recentClaims', nothing: true },
    ]);
    unmount();
  });

  it("wraps the registry's loaders (the same loader for a name every time), keeping prefetch", async () => {
    const prefetch = () => undefined;
    const registry = new SplitRegistry({ tools: () => Promise.resolve({ default: Shows, prefetch }) }, () => Promise.resolve({}));
    markWidgets(registry);
    expect(registry.find('tools')).toBe(registry.find('tools'));
    const module = await registry.find('tools')();
    expect(module.prefetch).toBe(prefetch);
    const { container, unmount } = render(<module.default text="Hi" />);
    await act(() => Promise.resolve());
    expect(container.querySelector('[data-studio-widget="tools"]')).not.toBeNull();
    expect(container.textContent).toBe('Hi');
    unmount();
  });
});
