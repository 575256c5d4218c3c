import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStudioFocus } from './keep-studio-focus';

describe('the preview frame keeps its hands off the studio\'s focus', () => {
  const original = HTMLElement.prototype.focus;
  afterEach(() => {
    HTMLElement.prototype.focus = original;
    vi.restoreAllMocks();
  });

  it('ignores the app\'s focus calls while the frame does not have the focus, and honours them when it does', () => {
    keepStudioFocus();
    const heading = document.body.appendChild(document.createElement('h1'));
    heading.tabIndex = -1;
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    heading.focus();
    expect(document.activeElement).not.toBe(heading);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    heading.focus();
    expect(document.activeElement).toBe(heading);
  });
});
