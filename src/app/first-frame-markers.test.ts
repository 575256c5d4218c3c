import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_SCRIPTS_ID, hydratesFirstFrame } from './first-frame-markers';

/** A root as the gateway writes it: marked, with the frame's heading (or, with `null`, as the template has it). */
function root(heading: string | null): HTMLElement {
  const element = document.createElement('div');
  if (heading !== null) {
    element.setAttribute(FIRST_FRAME_ATTRIBUTE, '');
    if (heading) element.append(Object.assign(document.createElement('h1'), { textContent: heading }));
  }
  return element;
}

describe('hydratesFirstFrame', () => {
  it('hydrates a root the gateway rendered, on a fresh history entry', () => {
    expect(hydratesFirstFrame(root('Log in'), null)).toBe(true);
    expect(hydratesFirstFrame(root('Log in'), { usr: null, key: 'default', idx: 0 })).toBe(true);
  });

  it('renders afresh a root without a frame', () => {
    expect(hydratesFirstFrame(root(null), null)).toBe(false);
    expect(hydratesFirstFrame(root(''), null)).toBe(false);
  });

  it('renders afresh when the history entry carries router state the server did not see (a reload after logout)', () => {
    expect(hydratesFirstFrame(root('Log in'), { usr: { loggedOut: true }, key: 'k', idx: 1 })).toBe(false);
  });
});

describe('the first frame loader', () => {
  it('reads the JSON block the gateway writes', () => {
    // The loader stays standalone (no import), so it names the id itself.
    const loader = readFileSync(join(process.cwd(), 'src/app/first-frame-loader.ts'), 'utf8');
    expect(loader).toContain(`const FIRST_FRAME_SCRIPTS_ID = '${FIRST_FRAME_SCRIPTS_ID}';`);
  });
});
