import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandManifest } from '../../manifest/manifest-types';
import { testCopy, testManifest } from '../../ui/test-fixtures';
import { brandManifest } from '../../../test/brand-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { resetMember, signOut } from '../shell/test-member';
import { errorKeyFor, errorLinks, showsTips } from './error-model';
import { ErrorPage } from './ErrorPage';

vi.mock('../../member/session', async () => (await import('../shell/test-member')).sessionModule);

beforeEach(() => resetMember());

/** The hospital brand's own 401 links (brands/hospital.json errorLinks). */
const hospitalLinks = brandManifest('hospital').errorLinks;

const tips = [
  'Clear your browser cache and cookies.',
  'Reload the page (Command+R on Mac, F5 or Ctrl+F5 on Windows).',
  'Check your internet connection.',
  'Come back later.',
  'Reboot your device.',
];

const catalogue: [status: number | string, title: string, description: string | null, hasTips: boolean][] = [
  ['generic', "Sorry, it looks like there's a problem.", null, true],
  [1, 'Temporarily unable to access resource. Please try again later.', null, false],
  [400, "Sorry, it looks like there's a problem.", 'Error code: 400 Bad request', true],
  [401, "Sorry, but we aren't able to authenticate you.", 'Error code: 401 Unauthorized', false],
  [403, "Sorry, it looks like you don't have access to this page.", null, false],
  [404, "Sorry, it looks like we can't find that page.", null, false],
  [408, 'Sorry, this is taking longer than expected.', 'Error code: 408 Request time-out', true],
  [500, "Sorry, we're having a problem with our system. We'll get this fixed soon.", null, true],
  [502, 'Sorry, something went wrong.', null, true],
  [503, "Sorry, we're unable to handle your request at this time.", null, true],
  [418, "Sorry, it looks like there's a problem.", null, true],
  ['abc', "Sorry, it looks like there's a problem.", null, true],
];

function renderError(status: number | string, manifest: BrandManifest = testManifest, copy = testCopy) {
  return renderWithProviders(<ErrorPage status={status} />, { manifest, copy });
}

describe('ErrorPage (spec §8 catalogue)', () => {
  it.each(catalogue)('status %s: title, description and tips', (status, title, description, hasTips) => {
    const { container } = renderError(status);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(title);
    expect(heading).toHaveFocus();
    expect(document.title).toBe(`${title} | Test Health`);
    if (description) expect(screen.getByText(description)).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(description ? 1 : 0);
    if (hasTips) {
      expect(screen.getByRole('heading', { level: 2, name: 'Here are a few things you can try:' })).toBeInTheDocument();
      tips.forEach((tip) => expect(screen.getByText(tip)).toBeInTheDocument());
    } else {
      expect(screen.queryByText(tips[0]!)).toBeNull();
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    }
  });

  it('links Home and Customer service (the help page when signed in)', () => {
    renderError(500);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/support/customer-service');
  });

  it('sends Customer service to contact-us when signed out', () => {
    signOut();
    renderError(404);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/contact-us');
  });

  it("keeps the spec's 401 title and description on the hospital brand; only its links differ (spec §8)", () => {
    const hospital = { ...testManifest, features: { ...testManifest.features, logoutPage: true, unauthorizedRedirectsToLogin: false }, errorLinks: hospitalLinks };
    renderError(401, hospital);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Sorry, but we aren't able to authenticate you.");
    expect(screen.getByText('Error code: 401 Unauthorized')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Return to the Test Health dashboard', '/login'],
      ['Contact dental customer service', '/contact-us#dental-customer-service'],
      ['Contact the health plan', '/contact-us#health-plan'],
    ]);
  });

  it('takes brand overrides from the copy (errorCopy merged by the gateway)', () => {
    const copy = {
      ...testCopy,
      errors: { ...(testCopy.errors as object), '404': { title: 'We looked everywhere.', description: 'Try the menu.' } },
    };
    renderError(404, testManifest, copy);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We looked everywhere.');
    expect(screen.getByText('Try the menu.')).toBeInTheDocument();
  });
});

describe('error-model', () => {
  it('maps statuses to copy entries; unknown → generic', () => {
    expect(errorKeyFor(404)).toBe('404');
    expect(errorKeyFor('1')).toBe('1');
    expect(errorKeyFor(0)).toBe('generic');
    expect(errorKeyFor(undefined)).toBe('generic');
    expect(errorKeyFor('generic')).toBe('generic');
  });

  it('shows tips except for 1, 401, 403, 404', () => {
    expect(['generic', '400', '408', '500', '502', '503'].every((k) => showsTips(errorKeyFor(k)))).toBe(true);
    expect(['1', '401', '403', '404'].some((k) => showsTips(errorKeyFor(k)))).toBe(false);
  });

  it('hospital links apply to 401 only', () => {
    expect(errorLinks('404', false, hospitalLinks).map((l) => l.to)).toEqual(['/', '/contact-us']);
    expect(errorLinks('401', false, hospitalLinks).map((l) => l.to)).toEqual(['/login', '/contact-us#dental-customer-service', '/contact-us#health-plan']);
    expect(errorLinks('401', true, testManifest.errorLinks).map((l) => l.to)).toEqual(['/', '/support/customer-service']);
  });

  it('leaves out a brand link that is no app path, even if a bad manifest got through', () => {
    const link = (to: string) => ({ id: 'own', label: 'errors.links.home', to });
    expect(errorLinks('401', false, { '401': [link('//evil.example'), link('/login')] }).map((l) => l.to)).toEqual(['/login']);
    expect(errorLinks('401', false, { '401': [link('/\\evil.example')] }).map((l) => l.to)).toEqual(['/', '/contact-us']);
  });
});
