import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testBrand } from '../../../test/render-with-providers';
import { useSnackbar } from './snackbar-context';
import type { Notification } from './snackbar-queue';

let notify: (n: Notification) => void = () => undefined;
function Capture() {
  notify = useSnackbar().notify;
  return null;
}

/** The harness's providers include the app's one SnackbarProvider. */
function setup() {
  renderWithProviders(<Capture />, testBrand);
}

const message = () => screen.queryByTestId('snackbar')?.textContent ?? null;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SnackbarProvider', () => {
  it('renders the snackbar inside a polite status live region', () => {
    setup();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => notify({ status: 'success', message: 'Saved' }));
    expect(region).toHaveTextContent('Saved');
  });

  it('dismisses after 5000 ms by default, then clears after the 1000 ms fallback', () => {
    setup();
    act(() => notify({ status: 'success', message: 'Saved' }));
    advance(4999);
    expect(message()).toContain('Saved');
    advance(1);
    // leaving: still on screen while the exit animation would run
    expect(message()).toContain('Saved');
    advance(999);
    expect(message()).toContain('Saved');
    advance(1);
    expect(message()).toBeNull();
  });

  it('honours dismissAfter', () => {
    setup();
    act(() => notify({ status: 'success', message: 'Preferences saved', dismissAfter: 3000 }));
    advance(3000);
    advance(1000);
    expect(message()).toBeNull();
  });

  it('shows one at a time, the next after the previous has left', () => {
    setup();
    act(() => {
      notify({ status: 'error', message: 'First' });
      notify({ status: 'alert', message: 'Second' });
    });
    expect(message()).toContain('First');
    expect(screen.queryByText('Second')).toBeNull();
    advance(5000);
    advance(1000);
    expect(message()).toContain('Second');
    advance(5000);
    advance(1000);
    expect(message()).toBeNull();
  });

  it('dismisses on click', () => {
    setup();
    act(() => {
      notify({ status: 'success', message: 'First' });
      notify({ status: 'success', message: 'Second' });
    });
    fireEvent.click(screen.getByTestId('snackbar'));
    advance(1000);
    expect(message()).toContain('Second');
  });

  it('dismisses with the keyboard-reachable close button', () => {
    setup();
    act(() => notify({ status: 'success', message: 'Only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(1000);
    expect(message()).toBeNull();
  });

  it('shows the next one as soon as the exit animation ends', () => {
    setup();
    act(() => {
      notify({ status: 'success', message: 'First' });
      notify({ status: 'success', message: 'Second' });
    });
    fireEvent.click(screen.getByTestId('snackbar'));
    fireEvent.animationEnd(screen.getByTestId('snackbar'));
    expect(message()).toContain('Second');
  });

  it('ignores the enter animation end', () => {
    setup();
    act(() => notify({ status: 'success', message: 'First' }));
    fireEvent.animationEnd(screen.getByTestId('snackbar'));
    expect(message()).toContain('First');
  });
});
