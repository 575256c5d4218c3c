import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressSteps } from './ProgressSteps';
import { renderWithProviders } from '../../test/render-with-providers';

const steps = ['Confirm who you are', 'Choose your login'];

describe('ProgressSteps (spec §2)', () => {
  it('lists the step names in order and marks the active step with aria-current="step"', () => {
    renderWithProviders(<ProgressSteps label="Registration steps" steps={steps} active={1} />);
    const list = screen.getByRole('list', { name: 'Registration steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Confirm who you are (completed)', 'Choose your login']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[1]).toHaveAttribute('data-state', 'active');
  });

  it('turns the last step green on success', () => {
    renderWithProviders(<ProgressSteps label="Registration steps" steps={steps} active={1} success />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-state', 'success');
    expect(items[1]).toHaveTextContent('Choose your login (completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });
});
