import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';

const MINUTE = 60_000;

/** A page with a button that opens the warning at `msLeft` (so focus has somewhere to come back to). */
function Page({ msLeft, stayFailed = false, onStay = () => undefined, onSignOut = () => undefined }: { msLeft: number; stayFailed?: boolean; onStay?: () => void; onSignOut?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Claims
      </button>
      {open ? (
        <SessionTimeoutDialog
          msLeft={msLeft}
          stayFailed={stayFailed}
          onStay={() => {
            onStay();
            setOpen(false);
          }}
          onSignOut={onSignOut}
        />
      ) : null}
    </main>
  );
}

async function openAt(msLeft: number, props: Partial<Parameters<typeof Page>[0]> = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(<Page msLeft={msLeft} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Claims' }));
  const rerenderAt = (left: number) => view.rerender(<Page msLeft={left} {...props} />);
  return { user, view, rerenderAt, dialog: screen.getByRole('alertdialog') };
}

describe('SessionTimeoutDialog', () => {
  it('is a modal alert dialog named by its heading, described by why and how long is left, with focus on Stay signed in', async () => {
    const { dialog } = await openAt(2 * MINUTE);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Are you still there?');
    expect(dialog).toHaveAccessibleDescription(
      "You haven't been active for a while. To protect your information, we'll sign you out when the time runs out. Time left: 2:00",
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    // The page beneath is out of reach while it is open.
    expect(screen.getByRole('main').parentElement).toHaveAttribute('inert');
  });

  it('keeps focus inside: Tab and Shift+Tab go round its two buttons', async () => {
    const { user } = await openAt(2 * MINUTE);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    await user.tab();
    expect(signOut).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab({ shift: true });
    expect(signOut).toHaveFocus();
  });

  it('answers Escape as Stay signed in, then gives focus back and the page back', async () => {
    const onStay = vi.fn();
    const { user } = await openAt(90_000, { onStay });
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Claims' })).toHaveFocus();
    expect(screen.getByRole('main').parentElement).not.toHaveAttribute('inert');
  });

  it('offers Sign out', async () => {
    const onSignOut = vi.fn();
    const { user } = await openAt(MINUTE, { onSignOut });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('counts down every second, and tells a screen reader only at each minute and the last 30 seconds', async () => {
    const { rerenderAt, dialog } = await openAt(2 * MINUTE);
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    rerenderAt(2 * MINUTE - 1000);
    expect(screen.getByText('Time left: 1:59')).toBeInTheDocument();
    expect(status).toHaveTextContent(/^$/);
    rerenderAt(MINUTE);
    expect(screen.getByText('Time left: 1:00')).toBeInTheDocument();
    expect(status).toHaveTextContent('You will be signed out in 1 minute.');
    rerenderAt(31_000);
    expect(screen.getByText('Time left: 0:31')).toBeInTheDocument();
    expect(status).toHaveTextContent('You will be signed out in 1 minute.');
    rerenderAt(30_000);
    expect(status).toHaveTextContent('You will be signed out in 30 seconds.');
    rerenderAt(5_000);
    expect(screen.getByText('Time left: 0:05')).toBeInTheDocument();
    expect(status).toHaveTextContent('You will be signed out in 30 seconds.');
  });

  it('says so when staying signed in failed', async () => {
    await openAt(MINUTE, { stayFailed: true });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't reach our servers to keep you signed in. Check your connection and try again.");
  });
});
