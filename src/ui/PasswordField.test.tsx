import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { renderWithProviders } from '../../test/render-with-providers';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('secret1');
  return <PasswordField id="password" label="Password" value={value} onChange={setValue} hint="6 to 32 characters" error={error} />;
}

describe('PasswordField (spec §2 hidden input)', () => {
  it("is masked with 'Show', visible with 'Hide', and keeps focus on the toggle", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Password');
    expect(screen.getAllByLabelText(/Password/)).toEqual([input]);
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show', description: 'Password' });
    expect(show).toHaveTextContent(/^Show$/);
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide', description: 'Password' });
    expect(hide).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show', description: 'Password' })).toHaveFocus();
    expect(input).toHaveValue('secret1');
  });

  it('ties its hint and error to the input', () => {
    renderWithProviders(<Harness error="Password is a required field" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('6 to 32 characters Password is a required field');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
