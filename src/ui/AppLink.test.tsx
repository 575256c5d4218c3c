import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../test/render-with-providers';
import { AppLink, CurrentPageLink } from './AppLink';

describe('AppLink', () => {
  it('is a link with the page address, and a plain click goes there in the app', async () => {
    const { router } = renderInRouter(<AppLink to="/benefits">Benefits</AppLink>, { route: '/home' });
    const link = screen.getByRole('link', { name: 'Benefits' });
    expect(link).toHaveAttribute('href', '/benefits');
    await userEvent.click(link);
    expect(router.location.pathname).toBe('/benefits');
  });

  it('leaves a click with a modifier key (open in a new tab) to the browser', () => {
    const { router } = renderInRouter(<AppLink to="/benefits">Benefits</AppLink>, { route: '/home' });
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Benefits' }), { ctrlKey: true });
    expect(notCancelled).toBe(true);
    expect(router.location.pathname).toBe('/home');
  });

  it('stays on the page when its own click handler cancels the click', async () => {
    const { router } = renderInRouter(<AppLink to="/benefits" onClick={(event) => event.preventDefault()}>Benefits</AppLink>, { route: '/home' });
    await userEvent.click(screen.getByRole('link', { name: 'Benefits' }));
    expect(router.location.pathname).toBe('/home');
  });
});

describe('CurrentPageLink', () => {
  it('says which link is for the page shown, or the page above it', () => {
    renderInRouter(
      <>
        <CurrentPageLink to="/claims">Claims</CurrentPageLink>
        <CurrentPageLink to="/benefits">Benefits</CurrentPageLink>
      </>,
      { route: '/claims/medical/C1/01' },
    );
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Benefits' })).not.toHaveAttribute('aria-current');
  });
});
