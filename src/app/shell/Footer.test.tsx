import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { brandManifest } from '../../../test/brand-fixtures';
import { Footer } from './Footer';

describe('Footer policy links', () => {
  it("opens the brand's own pages in this window and other sites in a new tab, in the manifest's order", () => {
    const manifest = brandManifest('partner');
    manifest.footer.policyLinks = [
      { id: 'privacy', label: 'footer.policies.privacy', href: 'https://www.harborpartnerplan.example/privacy' },
      { id: 'accessibility', label: 'footer.policies.accessibility', to: '/accessibility' },
      { id: 'terms', label: 'footer.policies.terms', href: 'https://www.harborpartnerplan.example/terms-of-use' },
    ];
    renderWithProviders(<Footer />, { brand: 'partner', manifest });
    const links = within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Privacy notice (opens in a new tab)', 'https://www.harborpartnerplan.example/privacy', '_blank'],
      ['Accessibility', '/accessibility', null],
      ['Terms of use (opens in a new tab)', 'https://www.harborpartnerplan.example/terms-of-use', '_blank'],
    ]);
  });

  it('leaves out a link whose target is not a path of this app or an https address (a bad manifest that got through)', () => {
    const manifest = brandManifest('partner');
    manifest.footer.policyLinks = [
      { id: 'escape', label: 'footer.policies.terms', to: '//evil.example/terms' },
      { id: 'plain-http', label: 'footer.policies.privacy', href: 'http://www.harborpartnerplan.example/privacy' },
      { id: 'accessibility', label: 'footer.policies.accessibility', to: '/accessibility' },
    ];
    renderWithProviders(<Footer />, { brand: 'partner', manifest });
    const links = within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/accessibility']);
  });
});
