import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toIsoDate, useClock } from '../../engine/clock';
import type { BrandManifest } from '../../manifest/manifest-types';
import { evaluateRule } from '../../engine/rules/evaluate';
import { TileSlot } from '../../engine/slots/TileSlot';
import { buildFacts } from '../../member/facts';
import { contextFixture } from '../../member/member-context.fixture';
import { brandManifest } from '../../../test/brand-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import PrimaryCareUpdateBanner from './PrimaryCareUpdateBanner';

const TITLE = 'Primary care administrative update';

const bannerTile = (manifest: BrandManifest) => {
  const tile = manifest.pages.home.sections.find((t) => t.widget === 'primaryCareUpdateBanner');
  if (!tile) throw new Error('the manifest has no primaryCareUpdateBanner tile');
  return tile;
};

const registry = { primaryCareUpdateBanner: async () => ({ default: PrimaryCareUpdateBanner }) };

/** The main manifest's banner tile behind its real rule, with today from the injected clock (as the home page does). */
function BannerOnHome({ pcpEligible }: { pcpEligible: boolean }) {
  const today = toIsoDate(useClock()());
  const facts = buildFacts(contextFixture({ today, pcpEligible }));
  return <TileSlot tiles={[bannerTile(brandManifest('main'))]} registry={registry} facts={facts} namedRules={brandManifest('main').rules} />;
}

describe('PrimaryCareUpdateBanner', () => {
  it('names itself by its heading, explains the update and links to primary care', () => {
    renderWithProviders(<PrimaryCareUpdateBanner />);
    const banner = screen.getByRole('region', { name: TITLE });
    expect(banner).toHaveTextContent(/updating how primary care selections are recorded/);
    expect(screen.getByRole('link', { name: 'Review primary care selections' })).toHaveAttribute('href', '/find-care/primary-care');
  });

  it('shows on the home page until 31 March 2025 (spec §9)', async () => {
    renderWithProviders(<BannerOnHome pcpEligible />, { now: new Date('2025-03-31T23:30:00') });
    expect(await screen.findByRole('region', { name: TITLE })).toBeInTheDocument();
  });

  it('is gone from 1 April 2025', () => {
    renderWithProviders(<BannerOnHome pcpEligible />, { now: new Date('2025-04-01T00:30:00') });
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    expect(screen.queryByTestId('tile-skeleton')).toBeNull();
  });

  it('is not shown to members who may not select primary care', () => {
    renderWithProviders(<BannerOnHome pcpEligible={false} />, { now: new Date('2025-03-01T12:00:00') });
    expect(screen.queryByTestId('tile-skeleton')).toBeNull();
  });

  it.each(['main', 'regional', 'partner', 'hospital'])('has the same rule in the %s manifest', (brand) => {
    const rule = bannerTile(brandManifest(brand)).rule;
    const factsOn = (today: string, pcpEligible = true) => buildFacts(contextFixture({ today, pcpEligible }));
    expect(evaluateRule(rule, factsOn('2025-03-31'), brandManifest('main').rules)).toBe(true);
    expect(evaluateRule(rule, factsOn('2025-04-01'), brandManifest('main').rules)).toBe(false);
    expect(evaluateRule(rule, factsOn('2025-03-31', false), brandManifest('main').rules)).toBe(false);
  });
});
