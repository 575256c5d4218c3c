import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Release } from '../../manifest/edit/content-types';
import { checkAccessibility } from '../frame/axe-check';
import { mockGateway, summary } from '../review/gateway.fixture';
import { ReleasesList } from './ReleasesList';
import { ScheduleRelease } from './ScheduleRelease';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/studio/content/partner';
const NOW = '2027-01-15T16:00:00.000Z';
const release = (change: Partial<Release> = {}): Release => ({
  id: 'r1',
  brand: 'partner',
  status: 'scheduled',
  drafts: [{ id: 'd1', title: 'Recent claims first' }],
  dueAt: '2027-01-20T17:00:00.000Z',
  localAt: '2027-01-20T09:00',
  timeZone: 'America/Los_Angeles',
  message: 'January',
  createdBy: 'publisher',
  createdAt: NOW,
  updatedAt: NOW,
  version: null,
  outcome: null,
  ...change,
});
const list = (releases: Release[]) => ({ body: { releases, timeZone: 'America/Los_Angeles', now: NOW } });
const inPage = (panel: React.ReactNode) => (
  <main>
    <h1>Studio</h1>
    <h2>Panel</h2>
    {panel}
  </main>
);
const violations = async () => (await checkAccessibility(document, 'section, form')).findings.map((f) => `${f.rule}: ${f.help}`);

describe('ScheduleRelease', () => {
  it("shows the brand's time zone, starts an hour from the gateway's clock, and schedules this draft with the others chosen", async () => {
    const calls = mockGateway({
      [`GET ${base}/releases`]: list([]),
      [`GET ${base}/drafts`]: { body: { drafts: [summary({ status: 'approved' }), summary({ id: 'd2', title: 'Footer', status: 'approved' }), summary({ id: 'd3', title: 'Open', status: 'draft' })] } },
      [`POST ${base}/releases`]: (body) => ({ status: 201, body: release({ localAt: String(body.at) }) }),
    });
    render(inPage(<ScheduleRelease brand="partner" draft={{ id: 'd1', title: 'Recent claims first' }} />));
    const form = await screen.findByRole('form', { name: 'Schedule a release' });
    expect(await within(form).findByText("Time zone: America/Los_Angeles (the brand's)")).toBeInTheDocument();
    expect(within(form).getByLabelText('Date')).toHaveValue('2027-01-15');
    expect(within(form).getByLabelText('Time')).toHaveValue('09:00');
    expect(within(form).queryByLabelText('Include "Open"')).toBeNull();
    fireEvent.click(await within(form).findByLabelText('Include "Footer"'));
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2027-01-21' } });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '10:30' } });
    expect(await violations()).toEqual([]);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Schedule' })));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { drafts: ['d1', 'd2'], at: '2027-01-21T10:30', message: '' } });
    expect(await within(form).findByRole('status')).toHaveTextContent('Scheduled to go live at 2027-01-21 10:30 (America/Los_Angeles).');
  });

  it("shows the server's refusal in an alert", async () => {
    mockGateway({
      [`GET ${base}/releases`]: list([]),
      [`GET ${base}/drafts`]: { body: { drafts: [] } },
      [`POST ${base}/releases`]: { status: 422, body: { status: 422, reason: 'date', message: '2027-01-15 07:00 (America/Los_Angeles) has passed: choose a time in the future.' } },
    });
    render(inPage(<ScheduleRelease brand="partner" draft={{ id: 'd1', title: 'Recent claims first' }} />));
    const form = await screen.findByRole('form', { name: 'Schedule a release' });
    await within(form).findByText(/Time zone/);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Schedule' })));
    expect(await within(form).findByRole('alert')).toHaveTextContent('has passed: choose a time in the future.');
  });
});

describe('ReleasesList', () => {
  it('lists scheduled, published, cancelled and failed releases; a publisher moves and cancels a scheduled one only', async () => {
    const calls = mockGateway({
      [`GET ${base}/releases`]: list([
        release(),
        release({ id: 'r2', status: 'published', localAt: '2027-01-10T09:00', version: 7 }),
        release({ id: 'r3', status: 'cancelled', localAt: '2027-01-09T09:00' }),
        release({ id: 'r4', status: 'failed', localAt: '2027-01-08T09:00', outcome: '"Footer" is draft now, no longer approved.' }),
      ]),
      [`PUT ${base}/releases/r1`]: (body) => ({ body: release({ localAt: String(body.at) }) }),
      [`POST ${base}/releases/r1/cancel`]: { body: release({ status: 'cancelled' }) },
    });
    render(inPage(<ReleasesList brand="partner" canChange />));
    const items = within(await screen.findByRole('list', { name: 'Releases of this brand' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(/^Scheduled 2027-01-20 09:00 \(America\/Los_Angeles\)/);
    expect(items[1]).toHaveTextContent(/^Published 2027-01-10 09:00 \(America\/Los_Angeles\)/);
    expect(items[2]).toHaveTextContent(/^Cancelled 2027-01-09 09:00 \(America\/Los_Angeles\)/);
    expect(items[3]).toHaveTextContent(/^Not published 2027-01-08 09:00 \(America\/Los_Angeles\)/);
    expect(items[1]).toHaveTextContent('Went live as version 7.');
    expect(items[3]).toHaveTextContent('It was not published: "Footer" is draft now, no longer approved.');
    expect(screen.getAllByRole('button', { name: /^Cancel the release of/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Move the release of 2027-01-20 09:00 (America/Los_Angeles)' }));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '11:45' } });
    expect(await violations()).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the new time' })));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { at: '2027-01-20T11:45' } });
    expect(await screen.findByText('Moved to 2027-01-20 11:45 (America/Los_Angeles).')).toBeInTheDocument();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Cancel the release of 2027-01-20 09:00 (America/Los_Angeles)' })));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/r1/cancel'))).toBe(true);
  });

  it('a viewer or editor sees the releases without Move or Cancel', async () => {
    mockGateway({ [`GET ${base}/releases`]: list([release()]) });
    render(inPage(<ReleasesList brand="partner" canChange={false} />));
    await screen.findByRole('list', { name: 'Releases of this brand' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("a publisher changes the brand's time zone from the IANA names; the releases are read again", async () => {
    let zone = 'America/Los_Angeles';
    const calls = mockGateway({
      [`GET ${base}/releases`]: () => ({ body: { releases: [release()], timeZone: zone, now: NOW } }),
      [`PUT ${base}/releases-time-zone`]: (body) => {
        zone = String(body.timeZone);
        return { body: { timeZone: zone } };
      },
    });
    render(inPage(<ReleasesList brand="partner" canChange />));
    expect(await screen.findByText('Releases of this brand are scheduled in America/Los_Angeles.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change time zone' }));
    const form = screen.getByRole('form', { name: "The brand's time zone" });
    const choice = within(form).getByLabelText('Time zone');
    expect(choice).toHaveValue('America/Los_Angeles');
    expect(within(choice).getByRole('option', { name: 'America/Anchorage' })).toBeInTheDocument();
    fireEvent.change(choice, { target: { value: 'America/Anchorage' } });
    expect(await violations()).toEqual([]);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save time zone' })));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { timeZone: 'America/Anchorage' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Releases of this brand are now scheduled in America/Anchorage.');
    expect(await screen.findByText('Releases of this brand are scheduled in America/Anchorage.')).toBeInTheDocument();
  });
});
