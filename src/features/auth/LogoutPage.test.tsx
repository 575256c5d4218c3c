import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandManifest } from '../../../test/brand-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import LogoutPage from './LogoutPage';

describe('LogoutPage (spec §2: the hospital brand only)', () => {
  it("lists the brand's logout links from its manifest (logoutLinks), each contact link at its department's anchor", () => {
    renderWithProviders(<LogoutPage />, { brand: 'hospital', route: '/logout' });
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [`Return to the ${brandManifest('hospital').brand.name} dashboard`, '/login'],
      ['Contact dental customer service', '/contact-us#dental-customer-service'],
      ['Contact the health plan', '/contact-us#health-plan'],
    ]);
  });

  it('follows a changed manifest line: no link is written in the page', () => {
    const manifest = brandManifest('hospital');
    const logoutLinks = [{ id: 'health-plan', label: 'auth.logout.contactHealthPlan', to: '/contact-us#health-plan' }];
    renderWithProviders(<LogoutPage />, { brand: 'hospital', manifest: { ...manifest, logoutLinks }, route: '/logout' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/contact-us#health-plan']);
  });
});
