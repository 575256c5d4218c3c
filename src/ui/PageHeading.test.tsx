import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading, documentTitle } from './PageHeading';
import { renderWithProviders, testBrand } from '../../test/render-with-providers';

describe('PageHeading', () => {
  it('renders the h1, focuses it and sets the document title with the brand name', () => {
    renderWithProviders(<PageHeading>Claims</PageHeading>, testBrand);
    const heading = screen.getByRole('heading', { level: 1, name: 'Claims' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Claims | Test Health');
  });

  it('moves focus and updates the title again when the heading text changes', () => {
    const { rerender } = renderWithProviders(<PageHeading>Claims</PageHeading>, testBrand);
    const other = document.createElement('button');
    document.body.appendChild(other);
    other.focus();
    rerender(<PageHeading>Claim details</PageHeading>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(document.title).toBe('Claim details | Test Health');
    other.remove();
  });

  it('does not steal focus on a re-render with the same text', () => {
    const { rerender } = renderWithProviders(<PageHeading>Claims</PageHeading>, testBrand);
    const other = document.createElement('button');
    document.body.appendChild(other);
    other.focus();
    rerender(<PageHeading>Claims</PageHeading>);
    expect(other).toHaveFocus();
    other.remove();
  });

  it('formats the title', () => {
    expect(documentTitle('Home', 'Brand')).toBe('Home | Brand');
  });
});
