import { fireEvent, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { EditFormCard } from './EditFormCard';
import { renderWithProviders, testBrand } from '../../test/render-with-providers';

function Harness({ readOnly = false, failWith }: { readOnly?: boolean; failWith?: string }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('12 Elm St');
  const [typed, setTyped] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (failWith) return setError(failWith);
    setSaved(typed);
    setEditing(false);
  };
  return (
    <EditFormCard
      title="Mailing address"
      display={<p>{saved}</p>}
      editing={editing}
      readOnly={readOnly}
      error={error}
      onEdit={() => setEditing(true)}
      onCancel={() => {
        setTyped(saved);
        setEditing(false);
      }}
      onSubmit={submit}
    >
      <label>
        Street
        <input value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
    </EditFormCard>
  );
}

describe('EditFormCard', () => {
  it('toggles from display to form, focuses the first field, and returns focus to Edit after saving', () => {
    renderWithProviders(<Harness />, testBrand);
    expect(screen.getByRole('heading', { level: 2, name: 'Mailing address' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mailing address' }));
    const street = screen.getByRole('textbox', { name: 'Street' });
    expect(street).toHaveFocus();
    fireEvent.change(street, { target: { value: '9 Oak Ave' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('9 Oak Ave')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Mailing address' })).toHaveFocus();
  });

  it('keeps the form and what was typed when a save fails, and shows why', () => {
    renderWithProviders(<Harness failWith="We couldn't save your address." />, testBrand);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mailing address' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Street' }), { target: { value: '9 Oak Ave' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("We couldn't save your address.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('9 Oak Ave');
  });

  it('cancelling shows the saved value again', () => {
    renderWithProviders(<Harness />, testBrand);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mailing address' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Street' }), { target: { value: '9 Oak Ave' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('12 Elm St')).toBeInTheDocument();
  });

  it('has no Edit toggle when read-only', () => {
    renderWithProviders(<Harness readOnly />, testBrand);
    expect(screen.getByText('12 Elm St')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
