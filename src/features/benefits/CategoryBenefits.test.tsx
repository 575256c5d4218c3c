import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, memberFixture } from '../../member/member-context.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, memberFactsAnswers, stubGateway } from '../../../test/stub-gateway';
import CategoryBenefits from './CategoryBenefits';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const dana = memberFixture({ memberKey: 'MK-0', memberSuffix: 0, firstName: 'Dana' });
const jordan = memberFixture({ memberKey: 'MK-1', memberSuffix: 1, firstName: 'Jordan', relationship: 'S', relationshipDescription: 'Spouse' });
const family = { ...accountFixture(dana), members: [dana, jordan] };
const effectiveTime = Date.UTC(2024, 0, 1);

const historyPage = (query: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/history/:effectiveTime/benefits/:category" element={<CategoryBenefits scope="category" />} />
    </Routes>,
    { route: `/history/${effectiveTime}/benefits/vision${query}` },
  );

describe('a benefit history page', () => {
  it("shows the member of the history row its link names, on that plan year's date", async () => {
    const { calls } = stubGateway(memberFactsAnswers({ 'GET account': family }));
    historyPage('?suffix=1');
    expect(await screen.findByText('Showing benefits for Jordan Rivera as of 01/01/2024.')).toBeInTheDocument();
    const paths = calls.map((c) => c.path);
    expect(paths).toContain('benefits/vision?suffix=1&asOfDate=2024-01-01');
    expect(paths).toContain('benefits/limits?suffix=1&asOfDate=2024-01-01');
    expect(paths.filter((p) => p.startsWith('benefits/') && p.includes('suffix=0'))).toEqual([]);
  });

  it('shows the signed-in member when the link names no member, or one not on their plan', async () => {
    stubGateway(memberFactsAnswers({ 'GET account': family }));
    historyPage('?suffix=7');
    expect(await screen.findByText('Showing benefits for Dana Rivera as of 01/01/2024.')).toBeInTheDocument();
  });

  it('shows another member chosen on the page after the one its link named', async () => {
    stubGateway(memberFactsAnswers({ 'GET account': family }));
    historyPage('?suffix=0');
    await screen.findByText('Showing benefits for Dana Rivera as of 01/01/2024.');
    await userEvent.selectOptions(screen.getByLabelText('Member'), 'Jordan Rivera');
    expect(await screen.findByText('Showing benefits for Jordan Rivera as of 01/01/2024.')).toBeInTheDocument();
  });
});
