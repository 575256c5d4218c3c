import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import { claimFixture } from './claim.fixture';
import ClaimDetailsSection from './ClaimDetailsSection';
import type { ClaimLine } from './page-rules';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const line = (sequenceNumber: number, more: Partial<ClaimLine>): ClaimLine => ({
  claimDetailPK: { sequenceNumber },
  serviceDateFrom: '2026-10-06',
  status: 'Paid',
  serviceDescription: `Service ${sequenceNumber}`,
  procedureCode: '99213',
  chargeAmount: 100,
  paidAmount: 50,
  combinedMemberResponsibilityAmount: 10,
  coinsuranceAmount: 10,
  copayAmount: 0,
  deductibleAmount: 0,
  disallowAmount: 0,
  nonCoveredCharges: 0,
  lineDisallowed: 0,
  ...more,
});

describe('ClaimDetailsSection', () => {
  it("shows each line's disallowed value (spec §3) and their total", async () => {
    const claim = claimFixture({ claimDetails: [line(1, { lineDisallowed: 40, disallowAmount: 40 }), line(2, { lineDisallowed: 12.34 })] });
    stubGateway({ [`GET claims/medical/${claim.id}?suffix=0`]: claim });
    renderWithProviders(
      <Routes>
        <Route path="/claims/:claimtype/:claimId/:memberSuffix" element={<ClaimDetailsSection />} />
      </Routes>,
      { route: `/claims/m/${claim.id}/0` },
    );
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    const column = headers.indexOf('Line disallowed');
    expect(column).toBeGreaterThan(-1);
    // A line's row: its service (the row's header), then its cells; the total's header spans the four first columns.
    const cells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(/^Service 1/)[column - 1]).toBe('$40.00');
    expect(cells(/^Service 2/)[column - 1]).toBe('$12.34');
    expect(cells(/^Total/)[column - 4]).toBe('$52.34');
  });
});
