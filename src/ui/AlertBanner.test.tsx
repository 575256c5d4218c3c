import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertBanner } from './AlertBanner';
import { renderWithProviders } from '../../test/render-with-providers';

describe('AlertBanner links and buttons', () => {
  it('shows its links and buttons under the content; a button runs its action', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AlertBanner
        type="info"
        title="Open enrollment"
        links={[
          { label: 'Compare plans', to: '/benefits' },
          { label: 'Plan website', href: 'https://plan.example' },
        ]}
        buttons={[{ label: 'Remind me later', onClick }]}
      >
        <p>Choose your plan by December 15.</p>
      </AlertBanner>,
    );
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/benefits');
    expect(screen.getByRole('link', { name: 'Plan website (opens in a new tab)' })).toHaveAttribute('href', 'https://plan.example');
    await user.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders no controls row without links or buttons', () => {
    const { container } = renderWithProviders(<AlertBanner type="warning" title="Heads up" />);
    expect(container.querySelectorAll('a, button')).toHaveLength(0);
  });
});
