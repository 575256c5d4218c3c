import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderInRoute } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import EobDetailsSection from './EobDetailsSection';
import EobListSection from './EobListSection';
import type { PageInfo } from '../../api/response-types';
import type { Eob } from './rules';

/* The EOB sections over a stubbed gateway, on the render helpers' day (2026-11-21): the range opens on 11/21/2024. */

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  setGlobalErrorHandler(() => undefined);
  await clearAllStorage();
  refreshSession();
});

const dana = { firstName: 'Dana', middleInitial: null, lastName: 'Rivera' };
const eob = (n: number, over: Partial<Eob> = {}): Eob => ({
  documentId: `EOB-${n}`, pdfDocumentId: `PDF-${n}`, date: `2026-10-${String(n).padStart(2, '0')}`, typeOfClaims: 'Medical',
  subscriber: dana, members: [{ firstName: 'Riley', middleInitial: null, lastName: 'Rivera' }],
  claims: [{ id: `M${n}`, firstName: 'Riley', lastName: 'Rivera', providerName: 'Rose City Pediatrics', chargeAmount: 310, patientResponsibility: 12.5 }],
  ...over,
});
const page = (number: number, count: number, total: number): PageInfo => ({
  number, size: 5, numberOfElements: count, totalElements: total, totalPages: Math.ceil(total / 5),
  first: number === 0, last: number >= Math.ceil(total / 5) - 1, empty: count === 0,
});
const range = 'startDate=2024-11-21&endDate=2026-11-21';
const metadata = {
  members: [{ memberKey: '700100', firstName: 'Dana', lastName: 'Rivera' }, { memberKey: '700101', firstName: 'Chris', lastName: 'Rivera' }],
  claimTypes: [{ claimType: 'M', description: 'Medical' }],
  providers: [{ providerId: 'P-1', providerName: 'Rose City Pediatrics' }],
};

describe('EobListSection', () => {
  it('pages through the EOBs; an EOB without members names the subscriber', async () => {
    stubGateway({
      [`GET eobs/metadata?${range}`]: metadata,
      [`GET v2/eobs?${range}&page=0&size=5`]: { data: [1, 2, 3, 4, 5].map((n) => eob(n)), page: page(0, 5, 6) },
      [`GET v2/eobs?${range}&page=1&size=5`]: { data: [eob(6, { members: [] })], page: page(1, 1, 6) },
      [`GET eobs/metadata?${range}&memberKey=700101`]: { ...metadata, claimTypes: [], providers: [] },
      [`GET v2/eobs?${range}&page=0&size=5&memberKey=700101`]: { data: [], page: page(0, 0, 0) },
    });
    const user = userEvent.setup();
    renderInRoute(<EobListSection />);
    const region = await screen.findByRole('region', { name: 'Your EOBs' });
    expect(await within(region).findByRole('status')).toHaveTextContent('Showing 1–5 of 6 EOBs');
    expect(within(region).getByRole('link', { name: 'Medical EOB, 10/01/2026' })).toHaveAttribute('href', '/eobs/EOB-1');
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Riley Rivera');

    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(await within(region).findByText('Showing 6–6 of 6 EOBs')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(/MembersDana Rivera/);

    await user.selectOptions(within(region).getByLabelText('Member'), 'Chris Rivera');
    expect(await within(region).findByText('No EOBs match these filters.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it("a failing call is the section's error with Try again", async () => {
    stubGateway({ [`GET eobs/metadata?${range}`]: metadata, [`GET v2/eobs?${range}&page=0&size=5`]: { status: 500, body: { status: 500, message: 'x' } } });
    renderInRoute(<EobListSection />);
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("We couldn't load this section right now.")).toBeInTheDocument();
  });
});

describe('EobDetailsSection', () => {
  // renderInRoute opens its route pattern as the address: the document id is the literal ':documentId'.
  const detail = 'GET eobs/eob-detail?documentId=%3AdocumentId';
  const render = () => renderInRoute(<EobDetailsSection />, { route: '/eobs/:documentId' });

  it("shows the EOB's claims and totals (spec §9: two decimals), its members falling back to the subscriber", async () => {
    stubGateway({
      [detail]: eob(7, {
        members: [],
        claims: [
          { id: 'M7', firstName: 'Riley', lastName: 'Rivera', providerName: 'Rose City Pediatrics', chargeAmount: 310, patientResponsibility: 12.5 },
          { id: 'M8', firstName: 'Dana', lastName: 'Rivera', providerName: 'Northside Family Medicine', chargeAmount: 245, patientResponsibility: 65 },
        ],
      }),
    });
    render();
    const claims = await screen.findByRole('region', { name: 'Claims' });
    // The claims tile's skeleton stands in until the EOB is in.
    expect(await within(claims).findAllByRole('listitem')).toHaveLength(2);
    expect(within(claims).getAllByRole('listitem')[0]).toHaveTextContent(/PatientRiley Rivera.*ProviderRose City Pediatrics.*Charge\$310\.00.*Patient responsibility\$12\.50/);
    expect(claims).toHaveTextContent(/TotalsCharge\$555\.00Patient responsibility\$77\.50/);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent(/MembersDana Rivera/);
    expect(within(summary).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('an EOB that is not the family\'s (404) is said in place, with the way back', async () => {
    stubGateway({ [detail]: { status: 404, body: { status: 404, message: 'No such EOB for this member.' } } });
    render();
    expect(await screen.findByText(/We couldn't find this EOB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to EOBs' })).toHaveAttribute('href', '/eobs');
  });
});
