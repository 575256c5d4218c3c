import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeReport, checkAccessibility, widgetOf } from './axe-check';

describe('axe on demand in the frame', () => {
  it('lists a violation with its rule, impact, help and element, and the catalogue widget it is in', async () => {
    const { unmount } = render(
      <main>
        <h1>Catalogue</h1>
        <section id="studio-widget-broken" aria-labelledby="h-broken">
          <h2 id="h-broken">broken</h2>
          <img id="photo" src="photo.png" />
        </section>
        <section id="studio-widget-fine">
          <h2>fine</h2>
          <p>Text</p>
        </section>
      </main>,
    );
    const report = await checkAccessibility(document);
    const image = report.findings.find((f) => f.rule === 'image-alt');
    expect(image).toMatchObject({ impact: 'critical', help: 'Images must have alternative text' });
    expect(image?.elements).toEqual([{ target: '#photo', widget: 'broken' }]);
    // jsdom's bare document: no title, no lang (the frame has both).
    expect(report.findings.find((f) => f.rule === 'html-has-lang')?.elements).toEqual([{ target: 'html', widget: null }]);
    expect(report.findings.every((f) => f.elements.every((e) => e.widget !== 'fine'))).toBe(true);

    const scoped = await checkAccessibility(document, '#studio-widget-fine');
    expect(scoped.findings).toEqual([]);
    expect(await checkAccessibility(document, '#nothing')).toEqual({ findings: [], passes: 0 });
    unmount();
  });

  it('reads results without elements and finds the widget of an element', () => {
    const report = axeReport({
      passes: [],
      violations: [{ id: 'x', impact: null, help: 'h', helpUrl: 'u', description: '', tags: [], nodes: [{ target: ['#a', ['#b']], html: '', any: [], all: [], none: [] }] }],
    } as unknown as Parameters<typeof axeReport>[0]);
    expect(report.findings).toEqual([{ rule: 'x', impact: 'unknown', help: 'h', helpUrl: 'u', elements: [{ target: '#a #b', widget: null }] }]);
    expect(widgetOf(null)).toBeNull();
  });
});
