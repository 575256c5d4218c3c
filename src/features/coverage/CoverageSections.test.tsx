import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import CoverageDocumentLinkSection from './CoverageDocumentLinkSection';
import MedicareMaterialsSection from './MedicareMaterialsSection';
import PlanDocumentsSection from './PlanDocumentsSection';
import ReferralsSection from './ReferralsSection';
import type { PageInfo } from '../../api/response-types';
import type { Referral } from './rules';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  setGlobalErrorHandler(() => undefined);
  await clearAllStorage();
  refreshSession();
});

const referral = (n: number, over: Partial<Referral> = {}): Referral => ({
  referralId: `R${n}`, memberKey: '700100', memberFirstName: 'Dana', memberLastName: 'Rivera',
  referredTo: { providerId: 'P-1', providerName: `Clinic ${n}`, specialty: 'Cardiology' },
  referredBy: { providerId: 'P-9', providerName: 'Maya Okafor, MD' },
  statusCode: 'A', statusDescription: 'Approved', startDate: '2025-05-01', endDate: '2025-11-01', visitsAuthorized: 4, visitsUsed: 1, ...over,
});
const page = (number: number, count: number, total: number): PageInfo => ({
  number, size: 5, numberOfElements: count, totalElements: total, totalPages: Math.ceil(total / 5),
  first: number === 0, last: number >= Math.ceil(total / 5) - 1, empty: count === 0,
});
const metadata = {
  members: [{ memberKey: '700100', firstName: 'Dana', lastName: 'Rivera' }, { memberKey: '700102', firstName: 'Riley', lastName: 'Rivera' }],
  statuses: [{ statusCode: 'A', statusDescription: 'Approved' }, { statusCode: 'E', statusDescription: 'Expired' }],
  providers: [{ providerId: 'P-1', providerName: 'Clinic' }],
};

describe('ReferralsSection', () => {
  it("pages through the referrals and filters them by spec §7's query values", async () => {
    stubGateway({
      'GET referrals/metadata': metadata,
      'GET referrals/metadata?memberKey=700102': { ...metadata, statuses: [metadata.statuses[1]] },
      'GET referrals?page=0&size=5': { data: [1, 2, 3, 4, 5].map((n) => referral(n)), page: page(0, 5, 7) },
      'GET referrals?page=1&size=5': { data: [6, 7].map((n) => referral(n)), page: page(1, 2, 7) },
      'GET referrals?page=0&size=5&statusCode=E': { data: [referral(8, { statusCode: 'E', statusDescription: 'Expired' })], page: page(0, 1, 1) },
      'GET referrals?page=0&size=5&memberKey=700102&statusCode=E': { data: [], page: page(0, 0, 0) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralsSection />);
    const region = await screen.findByRole('region', { name: 'Your referrals' });
    expect(await within(region).findByText('Showing 1–5 of 7 referrals')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Clinic 1' })).toBeInTheDocument();
    expect(within(region).getAllByText('1 of 4 used')).toHaveLength(5);

    await user.click(within(region).getByRole('button', { name: 'Next page' }));
    expect(await within(region).findByText('Showing 6–7 of 7 referrals')).toBeInTheDocument();
    expect(within(region).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(within(region).getByLabelText('Status'), 'E');
    expect(await within(region).findByText('Showing 1–1 of 1 referrals')).toBeInTheDocument();

    await user.selectOptions(within(region).getByLabelText('Member'), '700102');
    expect(await within(region).findByText('No referrals match these filters.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Clear filters' }));
    expect(await within(region).findByText('Showing 1–5 of 7 referrals')).toBeInTheDocument();
  });

  it("words each referral's status and the status filter in Spanish on a Spanish page (issue 30)", async () => {
    stubGateway({
      'GET referrals/metadata': metadata,
      'GET referrals?page=0&size=5': { data: [referral(1), referral(2, { statusCode: 'E', statusDescription: 'Expired' })], page: page(0, 2, 2) },
    });
    renderWithProviders(<ReferralsSection />, { language: 'es' });
    const region = await screen.findByRole('region', { name: 'Sus referidos' });
    expect(await within(region).findByText('Aprobado', { selector: 'dd' })).toBeInTheDocument();
    expect(within(region).getByText('Vencido', { selector: 'dd' })).toBeInTheDocument();
    expect(within(within(region).getByLabelText('Estado')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos los estados', 'Aprobado', 'Vencido',
    ]);
    expect(region).not.toHaveTextContent(/Approved|Expired/);
  });

  it('says when there are none', async () => {
    stubGateway({ 'GET referrals/metadata': { members: [], statuses: [], providers: [] }, 'GET referrals?page=0&size=5': { data: [], page: page(0, 0, 0) } });
    renderWithProviders(<ReferralsSection />);
    expect(await screen.findByText('You have no referrals.')).toBeInTheDocument();
  });

  it('shows its error with a retry when a call fails', async () => {
    stubGateway({ 'GET referrals/metadata': { status: 500, body: { status: 500, message: 'Down' } }, 'GET referrals?page=0&size=5': { data: [], page: page(0, 0, 0) } });
    renderWithProviders(<ReferralsSection />);
    expect(await screen.findByText("We couldn't load this section right now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('MedicareMaterialsSection (spec §6, §8)', () => {
  it('lists the materials', async () => {
    stubGateway({ 'GET medicare-materials': [{ id: 'eoc', title: 'Evidence of Coverage', year: 2025, url: 'https://docs.example.com/eoc.pdf' }] });
    renderWithProviders(<MedicareMaterialsSection />);
    expect(await screen.findByRole('link', { name: /Evidence of Coverage/ })).toHaveAttribute('href', '/resource-download?document=eoc');
  });

  // Its 403 and its other failures on the page: src/app/error/PageDataFailures.test.tsx (the page's `pageData`).
});

describe('PlanDocumentsSection (spec §7: forms and prior-authorizations are their own calls)', () => {
  const document = (id: string, title: string) => ({ id, title, description: '', year: null, url: `https://docs.example.com/${id}.pdf` });
  const answers = {
    'GET plan-documents': { documents: [{ ...document('hb', 'Member handbook'), kind: 'handbook' }, { ...document('coc', 'Certificate'), kind: 'certificateOfCoverage' }] },
    'GET forms': { documents: [document('appeal', 'Appeal form')] },
    'GET prior-authorizations': { documents: [document('pa', 'Services that need prior authorization')] },
  };

  it.each([
    ['form', 'Forms', 'GET forms', 'Appeal form'],
    ['priorAuthorization', 'Services that need approval', 'GET prior-authorizations', 'Services that need prior authorization'],
    ['handbook', 'Plan handbooks', 'GET plan-documents', 'Member handbook'],
  ] as const)('%s: lists what %s’s call answers (%s), each linked to its download', async (kind, _title, call, name) => {
    const gateway = stubGateway(answers);
    renderWithProviders(<PlanDocumentsSection kind={kind} />);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^\/resource-download\?document=/));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(gateway.calls.map((c) => `${c.method} ${c.path}`)).toEqual([call]);
  });
});

// Issue 29: the reduced Benefits menu (group 10004760, the regional plan) has no certificate of coverage nor prior
// authorization item; the benefits summary page leads there with these tiles, only for a member who has them.
describe('CoverageDocumentLinkSection (the benefits summary\'s way to the certificate and prior authorization)', () => {
  const document = (id: string) => ({ id, title: id, description: '', year: 2025, url: `https://docs.example.com/${id}.pdf` });

  it.each([
    ['certificateOfCoverage', 'Certificate of coverage', 'See your certificate of coverage', '/benefits/certificate-of-coverage', 'GET plan-documents', { documents: [{ ...document('coc'), kind: 'certificateOfCoverage' }] }],
    ['priorAuthorization', 'Prior authorization', 'See the services that need approval', '/benefits/prior-authorization', 'GET prior-authorizations', { documents: [document('pa')] }],
  ] as const)('%s: a tile %s linking to its page when the member has one', async (kind, title, link, to, call, answer) => {
    stubGateway({ [call]: answer });
    renderWithProviders(<CoverageDocumentLinkSection kind={kind} />);
    const region = await screen.findByRole('region', { name: title });
    expect(within(region).getByRole('link', { name: link })).toHaveAttribute('href', to);
  });

  it('nothing when the member has no such document (a handbook is not a certificate)', async () => {
    const gateway = stubGateway({
      'GET plan-documents': { documents: [{ ...document('hb'), kind: 'handbook' }] },
      'GET prior-authorizations': { documents: [] },
    });
    renderWithProviders(
      <>
        <CoverageDocumentLinkSection kind="certificateOfCoverage" />
        <CoverageDocumentLinkSection kind="priorAuthorization" />
      </>,
    );
    await vi.waitFor(() => expect(gateway.calls.map((c) => c.path).sort()).toEqual(['plan-documents', 'prior-authorizations']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('its failure in its place with a retry', async () => {
    stubGateway({ 'GET prior-authorizations': { status: 500, body: { status: 500, message: 'Down' } } });
    renderWithProviders(<CoverageDocumentLinkSection kind="priorAuthorization" />);
    const region = await screen.findByRole('region', { name: 'Prior authorization' });
    expect(await within(region).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
