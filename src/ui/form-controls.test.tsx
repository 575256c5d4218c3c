import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { DateField } from './DateField';
import { RadioGroup } from './RadioGroup';
import { renderWithProviders, testBrand } from '../../test/render-with-providers';

describe('Checkbox', () => {
  it('is labelled, reports its checked state and ties its error', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Checkbox id="policy" label="I have read the policy" checked={false} onChange={onChange} error="Please confirm" />, testBrand);
    const box = screen.getByRole('checkbox', { name: 'I have read the policy' });
    expect(box).toHaveAccessibleDescription('Please confirm');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('RadioGroup', () => {
  function Harness() {
    const [value, setValue] = useState('Y');
    return (
      <RadioGroup
        name="eeob"
        legend="EOB delivery"
        options={[
          { value: 'Y', label: 'Electronic' },
          { value: 'N', label: 'Paper' },
        ]}
        value={value}
        onChange={setValue}
        error="Pick one"
      />
    );
  }

  it('groups the options under the legend and changes the value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, testBrand);
    const group = screen.getByRole('group', { name: 'EOB delivery' });
    expect(group).toHaveAccessibleDescription('Pick one');
    expect(screen.getByRole('radio', { name: 'Electronic' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Electronic' })).toHaveAttribute('id', 'eeob');
    await user.click(screen.getByRole('radio', { name: 'Paper' }));
    expect(screen.getByRole('radio', { name: 'Paper' })).toBeChecked();
  });
});

describe('DateField', () => {
  it('is a text input described by its hint and error', () => {
    renderWithProviders(
      <DateField id="dob" label="Date of birth" hint="Format: mm/dd/yyyy" value="" onChange={() => undefined} error="Date of birth must be mm/dd/yyyy" />,
      testBrand,
    );
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveAccessibleDescription('Format: mm/dd/yyyy Date of birth must be mm/dd/yyyy');
  });
});
