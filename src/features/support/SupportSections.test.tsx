import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import ChatLauncher from './ChatLauncher';
import CommonQuestionsSection from './CommonQuestionsSection';
import ContactDepartmentsSection from './ContactDepartmentsSection';
import ContactEmailSection from './ContactEmailSection';
import CustomerServiceMessageSection from './CustomerServiceMessageSection';
import HolidayCalendarSection from './HolidayCalendarSection';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('ContactDepartmentsSection', () => {
  it("regional: names today's season of each seasonal department; out of customer service's season (June), its hours are on the plan's documents", () => {
    renderWithProviders(<ContactDepartmentsSection />, { brand: 'regional', now: new Date('2026-06-15T19:00:00Z') });
    const service = screen.getByRole('heading', { level: 3, name: 'Customer service' }).closest('li');
    if (!service) throw new Error('no entry');
    expect(within(service).getByRole('link', { name: '800-555-0121' })).toHaveAttribute('href', 'tel:8005550121');
    expect(within(service).getByRole('link', { name: 'customerservice@riverbendmedicare.example' })).toHaveAttribute(
      'href', 'mailto:customerservice@riverbendmedicare.example',
    );
    expect(within(service).queryByText(/^Hours now:/)).toBeNull();
    expect(within(service).getByText(/^October 1 to March 31/)).toHaveTextContent('October 1 to March 31: Every day, 7 a.m. to 8 p.m. Pacific time');
    expect(within(service).getByText("Hours outside these dates are in your plan's documents.")).toBeInTheDocument();
    expect(within(service).queryByText(/Monday through Friday/)).toBeNull();
    const advantage = screen.getByRole('heading', { level: 3, name: 'Medicare Advantage' }).closest('li');
    if (!advantage) throw new Error('no entry');
    expect(within(advantage).getByText(/^Hours now:/)).toHaveTextContent('February 15 to September 30');
    expect(within(advantage).queryByText("Hours outside these dates are in your plan's documents.")).toBeNull();
    expect(screen.queryByRole('heading', { name: 'TTY' })).toBeNull();
  });

  it("writes the seasons' month names in the page's language (Intl, es-US on a Spanish page)", () => {
    renderWithProviders(<ContactDepartmentsSection />, { brand: 'regional', language: 'es', now: new Date('2026-06-15T19:00:00Z') });
    expect(screen.getAllByText(/^Del 1 de octubre al 31 de marzo:/).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/October|March/);
  });

  it('main: every department, one Dental with its Alaska and Oregon e-mails, and the TTY line (call 711)', () => {
    renderWithProviders(<ContactDepartmentsSection />, { brand: 'main' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dashboard access', 'Medical', 'Dental', 'Pharmacy', 'OEBB', 'PEBB', 'Medicare Advantage', 'Medicare Pharmacy', 'TTY',
    ]);
    const dental = screen.getByRole('heading', { level: 3, name: 'Dental' }).closest('li');
    if (!dental) throw new Error('no entry');
    expect(within(dental).getByText(/^Email \(Alaska\)/)).toHaveTextContent('Email (Alaska): dental.alaska@summithealth.example');
    expect(within(dental).getByRole('link', { name: 'dental.oregon@summithealth.example' })).toHaveAttribute('href', 'mailto:dental.oregon@summithealth.example');
    expect(screen.getByRole('link', { name: 'Call 711' })).toHaveAttribute('href', 'tel:711');
  });

  it('hospital: a link to one department lands on it (its id is its anchor), for the eye and the keyboard', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<ContactDepartmentsSection />, { brand: 'hospital', route: '/contact-us#health-plan' });
    const entry = screen.getByRole('heading', { level: 3, name: 'Health plan' }).closest('li');
    expect(entry).toHaveAttribute('id', 'health-plan');
    expect(entry).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});

describe('HolidayCalendarSection', () => {
  it("shows the brand domain's calendar sanitised, and a failure with 'Try again'", async () => {
    const { calls } = stubGateway({
      'GET message/calendar/domain/1': () =>
        html('<table><caption>2026 holidays</caption><tr><td onclick="window.__x=1">New Year</td></tr></table><script>window.__x=1</script>'),
    });
    renderWithProviders(<HolidayCalendarSection />, { brand: 'main' });
    const panel = await screen.findByRole('region', { name: 'Holidays' });
    expect(await within(panel).findByRole('table', { name: '2026 holidays' })).toBeInTheDocument();
    expect(panel.querySelector('script, [onclick]')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['message/calendar/domain/1']);
  });

  it("where the domain has no calendar of its own (404), shows the site's (GET message/calendar)", async () => {
    const { calls } = stubGateway({
      'GET message/calendar/domain/5': { status: 404, body: { status: 404, message: 'none' } },
      'GET message/calendar': () => html('<table><caption>2026 site holidays</caption><tr><td>New Year</td></tr></table>'),
    });
    renderWithProviders(<HolidayCalendarSection />, { brand: 'partner' });
    expect(await screen.findByRole('table', { name: '2026 site holidays' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['message/calendar/domain/5', 'message/calendar']);
  });

  it("a failed call: the panel's error with 'Try again'", async () => {
    stubGateway({ 'GET message/calendar/domain/2': { status: 500, body: { status: 500, message: 'down' } } });
    renderWithProviders(<HolidayCalendarSection />, { brand: 'regional' });
    expect(await screen.findByText("We couldn't load this section right now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('CustomerServiceMessageSection and ContactEmailSection (spec §7 configured paths)', () => {
  it("show customer service's notice and its e-mail address", async () => {
    stubGateway({
      'GET config/customer-service-message': { message: 'Phones are busy this week.' },
      'GET config/contact-email': { email: 'help@plan.example' },
    });
    renderWithProviders(
      <>
        <CustomerServiceMessageSection />
        <ContactEmailSection />
      </>,
    );
    expect(await screen.findByText('Phones are busy this week.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'A message from customer service' })).toHaveTextContent('Phones are busy this week.');
    const write = screen.getByRole('region', { name: 'Write to us' });
    expect(await within(write).findByRole('link', { name: 'help@plan.example' })).toHaveAttribute('href', 'mailto:help@plan.example');
  });

  it('show nothing where the brand has none, and a failure in place', async () => {
    stubGateway({ 'GET config/customer-service-message': null, 'GET config/contact-email': { status: 502, body: { status: 502, message: 'down' } } });
    renderWithProviders(
      <>
        <CustomerServiceMessageSection />
        <ContactEmailSection />
      </>,
    );
    expect(await screen.findByText("We couldn't load this section right now.")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Write to us' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'A message from customer service' })).toBeNull());
  });
});

describe('CommonQuestionsSection', () => {
  it('lists the questions the manifest names as native disclosures', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommonQuestionsSection questionIds={['claim-status', 'no-such-question', 'id-card']} />);
    const questions = screen.getAllByRole('group');
    expect(questions).toHaveLength(2);
    const first = screen.getByText('How do I check the status of a claim?');
    const details = first.closest('details');
    expect(details?.open).toBe(false);
    // A native disclosure (the keyboard is the browser's: test/e2e/help.spec.ts presses Enter on it).
    await user.click(first);
    expect(details?.open).toBe(true);
    expect(screen.getByText(/Each claim shows its status/)).toBeVisible();
    await user.click(first);
    expect(details?.open).toBe(false);
  });
});

describe('ChatLauncher', () => {
  const config = { host: '/chat/stand-in', bus: 'summit-member', poc: 'member-services', displayChat: true, mappedGroupId: 'individual-plans' };

  it('loads nothing of the chat until the member presses the launcher', async () => {
    const user = userEvent.setup();
    stubGateway({ 'GET config/chat': config });
    renderWithProviders(<ChatLauncher />);
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(launcher);
    expect(screen.getByTitle('Live chat with member services')).toHaveAttribute(
      'src', '/chat/stand-in?bus=summit-member&poc=member-services&group=individual-plans',
    );
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['hidden (displayChat false)', { ...config, displayChat: false }],
    ['not configured', null],
  ])('shows nothing when the chat is %s', async (_name, answer) => {
    const { calls } = stubGateway({ 'GET config/chat': answer });
    const { container } = renderWithProviders(<ChatLauncher />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
