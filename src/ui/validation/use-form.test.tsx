import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { useForm } from './use-form';
import { matches, password, required } from './validators';

const initial = { newPassword: '', confirm: '' };

function PasswordForm({ onValid }: { onValid(values: typeof initial): void }) {
  const form = useForm({
    initial,
    rules: (values) => ({ newPassword: [required, password], confirm: [required, matches(values.newPassword)] }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.bind('newPassword', 'New password')} />
      <TextField {...form.bind('confirm', 'Confirm new password')} />
      <Button type="submit" disabled={form.isSubmitDisabled}>
        Save
      </Button>
    </form>
  );
}

describe('useForm', () => {
  it('a press on Save straight from an invalid field is not lost: the message waits for the click, which submits', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<PasswordForm onValid={onValid} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Save' }) });
    expect(screen.queryByText(/Invalid new password|under the character minimum/)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Save' }) });
    expect(await screen.findByText('Confirm new password is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows errors only for touched fields and disables submit while the touched form is invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm onValid={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText(/required field/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('New password'));
    await user.tab();
    expect(screen.getByText('New password is a required field')).toBeInTheDocument();
    expect(screen.queryByText('Confirm new password is a required field')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('New password is a required field');
  });

  it('refuses invalid input on submit, touches every field and focuses the first invalid one', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('New password is a required field')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('checks a rule that reads another field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('New password'), 'Dashboard2!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Dashboard3!');
    await user.tab();
    expect(screen.getByText('Confirm new password does not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('submits valid values', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm onValid={onValid} />);
    await user.type(screen.getByLabelText('New password'), 'Dashboard2!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Dashboard2!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ newPassword: 'Dashboard2!', confirm: 'Dashboard2!' });
  });
});
