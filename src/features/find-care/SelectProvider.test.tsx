import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import type { PcpMember, Provider } from './page-rules';
import { SelectProvider } from './SelectProvider';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const TODAY = '2026-11-26';
const member = (suffix: number, firstName: string): PcpMember => ({
  memberKey: `70010${suffix}`, memberSuffix: suffix, firstName, lastName: 'Rivera', eligible: true,
  eligibleDates: [{ effectiveDate: '2024-01-01', terminationDate: null }], currentPcp: null, history: [],
});
const dana = member(0, 'Dana');
const chris = member(1, 'Chris');
const provider: Provider = {
  id: 'P-448203', name: 'Lucía Navarro, MD', groupName: 'Division Street Clinic', title: 'Family medicine', acceptingNewPatients: true,
  distance: 1.2, specialty: 'Family Medicine', languages: ['English', 'Spanish'], locations: [],
};
const text = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });

function renderSelect(language: 'en' | 'es' = 'en') {
  const onCancel = vi.fn();
  renderWithProviders(
    <SelectProvider provider={provider} member={chris} members={[dana, chris]} today={TODAY} accountEmail="dana.rivera@example.com" onCancel={onCancel} />,
    { language },
  );
  return { onCancel };
}

describe('SelectProvider', () => {
  it('checks the dates and email with spec §5 messages before the confirmation', async () => {
    const user = userEvent.setup();
    stubGateway({});
    renderSelect();
    const date = screen.getByLabelText('Effective date for Chris Rivera');
    expect(date).toHaveValue('11/26/2026');
    await user.clear(date);
    await user.type(date, '11/25/2026');
    await user.click(screen.getByLabelText('Dana Rivera'));
    await user.clear(screen.getByLabelText('Effective date for Dana Rivera'));
    await user.clear(screen.getByLabelText('Email address'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Effective date for Chris Rivera cannot be before today')).toBeInTheDocument();
    expect(screen.getByText('Effective date for Dana Rivera is a required field')).toBeInTheDocument();
    expect(screen.getByText('Email address is a required field')).toBeInTheDocument();
    expect(date).toHaveFocus();
    await user.type(screen.getByLabelText('Effective date for Dana Rivera'), '2/30/2027');
    expect(screen.getByText('Effective date for Dana Rivera must be mm/dd/yyyy')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'dana@');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('a refused selection keeps everything typed and shows the server\'s message; then it succeeds', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = stubGateway({
      'POST pcp/select': () =>
        refuse
          ? { status: 400, body: { status: 400, message: 'The effective date must fall within the member\'s coverage.' } }
          : text('Your primary care selection is saved. Chris Rivera: Lucía Navarro, MD, from 12/01/2026; Dana Rivera: Lucía Navarro, MD, from 11/26/2026.'),
    });
    renderSelect();
    const date = screen.getByLabelText('Effective date for Chris Rivera');
    await user.clear(date);
    await user.type(date, '12/01/2026');
    await user.click(screen.getByLabelText('Dana Rivera'));
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'dana.pcp@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Select Lucía Navarro, MD as primary care provider for Chris Rivera and Dana Rivera?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The effective date must fall within the member\'s coverage.');
    expect(calls.at(-1)?.body).toEqual({
      pcpSelectList: [{ memberKey: '700100', effectiveDate: '11/26/2026' }, { memberKey: '700101', effectiveDate: '12/01/2026' }],
      providerId: 'P-448203',
      email: 'dana.pcp@example.org',
    });

    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('Effective date for Chris Rivera')).toHaveValue('12/01/2026');
    expect(screen.getByLabelText('Dana Rivera')).toBeChecked();
    expect(screen.getByLabelText('Email address')).toHaveValue('dana.pcp@example.org');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selection' }));
    const done = await screen.findByRole('region', { name: 'Primary care selected' });
    expect(done).toHaveTextContent('Your primary care selection is saved. Chris Rivera: Lucía Navarro, MD, from 12/01/2026');
    expect(screen.getByRole('link', { name: 'Back to primary care' })).toHaveAttribute('href', '/find-care/primary-care');
  });

  it('on a Spanish page words the refusal by its code and the confirmation from what was sent, never the gateway\'s English (issue 30)', async () => {
    const user = userEvent.setup();
    let refuse = true;
    stubGateway({
      'POST pcp/select': () =>
        refuse
          ? { status: 400, body: { status: 400, errorCode: 'EFFECTIVE_DATE_OUTSIDE_COVERAGE', message: 'The effective date must fall within the member\'s coverage.' } }
          : text('Your primary care selection is saved. Dana Rivera: Lucía Navarro, MD, from 11/26/2026; Chris Rivera: Lucía Navarro, MD, from 12/01/2026.'),
    });
    renderSelect('es');
    const date = screen.getByLabelText('Fecha de vigencia para Chris Rivera');
    await user.clear(date);
    await user.type(date, '12/1/2026');
    await user.click(screen.getByLabelText('Dana Rivera'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar selección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha de vigencia debe estar dentro del período de cobertura del miembro.');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Confirmar selección' }));
    const done = await screen.findByRole('region', { name: 'Atención primaria seleccionada' });
    expect(done).toHaveTextContent(
      'Se guardó su selección de atención primaria. Dana Rivera: Lucía Navarro, MD, a partir del 11/26/2026; Chris Rivera: Lucía Navarro, MD, a partir del 12/01/2026.',
    );
    expect(done).not.toHaveTextContent(/saved|from/);
  });
});
