import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import EbillAlertBanner from './EbillAlertBanner';

describe('EbillAlertBanner', () => {
  it('says the bill is ready and links to eBill, in a region named by its heading', () => {
    renderWithProviders(<EbillAlertBanner />);
    const region = screen.getByRole('region', { name: 'eBill' });
    expect(within(region).getByRole('heading', { level: 2, name: 'eBill' })).toBeInTheDocument();
    expect(within(region).getByText('Your new bill is ready. View it and pay online.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Go to eBill' })).toHaveAttribute('href', '/account/ebill');
  });
});
