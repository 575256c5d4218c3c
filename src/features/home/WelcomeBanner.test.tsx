import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { accountFixture } from '../../member/member-context.fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../test/stub-gateway';
import WelcomeBanner from './WelcomeBanner';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  startSession(fakeToken(), new Date());
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const account = { ...accountFixture(), family: { ...accountFixture().family, subscriberId: 'MD1010007' } };

function renderBanner(employeeId: Answer, copyControl = true) {
  stubGateway({ 'GET account': account, 'GET account/getEmployeeId': employeeId });
  renderWithProviders(<WelcomeBanner copyControl={copyControl} />);
}

const banner = () => screen.findByRole('region', { name: 'Your membership' });

describe('WelcomeBanner', () => {
  it('shows the employee ID of a local 598 member and confirms its copy', async () => {
    renderBanner({ employeeId: 'E0598123', local598: true });
    const region = await banner();
    expect(await within(region).findByText('E0598123')).toBeInTheDocument();
    expect(within(region).getByText('Employee ID')).toBeInTheDocument();
    expect(within(region).queryByText('MD1010007')).toBeNull();

    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Copy employee ID' }));
    });
    expect(writeText).toHaveBeenCalledWith('E0598123');
    expect(await screen.findByText('Copied employee ID to clipboard')).toBeInTheDocument();
  });

  it("shows the subscriber ID of everyone else, with 'Copied subscriber ID to clipboard'", async () => {
    renderBanner({ employeeId: null, local598: false });
    const region = await banner();
    expect(await within(region).findByText('MD1010007')).toBeInTheDocument();
    expect(within(region).getByText('Subscriber ID')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Copy subscriber ID' }));
    });
    expect(writeText).toHaveBeenCalledWith('MD1010007');
    expect(await screen.findByText('Copied subscriber ID to clipboard')).toBeInTheDocument();
  });

  it('keeps its place with a skeleton while the employee ID loads', async () => {
    stubGateway({ 'GET account': account });
    const answered = new Promise<Response>(() => undefined);
    const withAccount = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (url.endsWith('getEmployeeId') ? answered : withAccount(url, init)));
    renderWithProviders(<WelcomeBanner copyControl />);
    const region = await banner();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByTestId('skeleton')).toBeInTheDocument();
    expect(within(region).queryByText('MD1010007')).toBeNull();
  });

  it('falls back to the subscriber ID when the employee ID call fails', async () => {
    renderBanner({ status: 500, body: { status: 500, message: 'Down' } });
    const region = await banner();
    expect(await within(region).findByText('MD1010007')).toBeInTheDocument();
    expect(within(region).getByText('Subscriber ID')).toBeInTheDocument();
    expect(region).not.toHaveAttribute('aria-busy');
  });

  it('leaves out the copy control when the manifest says so', async () => {
    renderBanner({ employeeId: null, local598: false }, false);
    const region = await banner();
    await within(region).findByText('MD1010007');
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
