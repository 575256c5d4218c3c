import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../api/api-error';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { coveragePages } from '../../features/coverage/coverage.pages';
import MedicareMaterialsSection from '../../features/coverage/MedicareMaterialsSection';
import ReferralsSection from '../../features/coverage/ReferralsSection';
import { programsQuery } from '../../member/queries';
import { refreshSession, startSession } from '../../member/session';
import { programsPages } from '../../features/programs/programs.pages';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import type { PageDeclaration } from '../../manifest/declarations';
import { PageDataFailures } from './PageDataFailures';

/*
 * Issue 29: a page's own data (its declaration's `pageData`) fails as spec §8's error page, whatever the call's
 * declared `failure` (GET medicare-materials is `exempt`); a call that feeds a section fails in that section. Each
 * page × call is src/app/fault-matrix.test.tsx's; here the two kinds on one page, from its declaration.
 */

const declared = (path: string): PageDeclaration => coveragePages.find((page) => page.path === path)!;
const materials = declared('benefits/medicare-materials');
const materialsData = materials.pageData ?? [];
const referrals = declared('benefits/referrals');

let handler: ReturnType<typeof vi.fn<(error: ApiError) => void>>;
beforeEach(() => {
  startSession(fakeToken(), new Date());
  handler = vi.fn<(error: ApiError) => void>();
  setGlobalErrorHandler(handler);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setGlobalErrorHandler(() => undefined);
  await clearAllStorage();
  refreshSession();
});

describe('a page’s own data', () => {
  it('is declared among the page’s calls', () => {
    expect(materials.pageData).toEqual(['getMedicareMaterials']);
    expect(materials.calls).toEqual(expect.arrayContaining([...materialsData]));
  });

  it('failing, goes to the error page with its status', async () => {
    stubGateway({ 'GET medicare-materials': { status: 503, body: { status: 503, message: 'Busy' } } });
    renderWithProviders(
      <PageDataFailures calls={materialsData}>
        <MedicareMaterialsSection />
      </PageDataFailures>,
    );
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0].status).toBe(503);
  });

  it('answered with what the screen makes of it (Medicare materials: a 403 is an empty list) is no failure', async () => {
    stubGateway({ 'GET medicare-materials': { status: 403, body: { status: 403, message: 'No' } } });
    renderWithProviders(
      <PageDataFailures calls={materialsData}>
        <MedicareMaterialsSection />
      </PageDataFailures>,
    );
    expect(await screen.findByText('There are no Medicare materials for your plan.')).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('a call that feeds one section', () => {
  it('fails in its section with Try again, not the error page', async () => {
    expect(referrals.pageData).toBeUndefined();
    stubGateway({
      'GET referrals/metadata': { status: 500, body: { status: 500, message: 'Down' } },
      'GET referrals': { status: 500, body: { status: 500, message: 'Down' } },
    });
    renderWithProviders(
      <PageDataFailures calls={materialsData}>
        <ReferralsSection />
      </PageDataFailures>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('a page’s own data that failed before the page opened', () => {
  // GET programs is a member-facts call: the shell makes it once, and it is not made again as a program's page mounts.
  const programDetails = programsPages.find((page) => page.path === 'benefits/programs/:id')!;

  function OpensAfterTheFailure() {
    const programs = useQuery(programsQuery);
    return programs.isError ? (
      <PageDataFailures calls={programDetails.pageData ?? []}>
        <p>A program</p>
      </PageDataFailures>
    ) : null;
  }

  it('is the error page with its status as the page opens', async () => {
    expect(programDetails.pageData).toEqual(['getPrograms']);
    stubGateway({ 'GET programs': { status: 502, body: { status: 502, message: 'Bad gateway' } } });
    renderWithProviders(<OpensAfterTheFailure />);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0].status).toBe(502);
  });
});
