import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from './AlertBanner';
import { Button } from './Button';
import { formatUsd, metPercent } from './format';
import { ExternalLink } from './Link';
import { LoadingOverlay } from './LoadingOverlay';
import { ProgressBar } from './ProgressBar';
import { renderWithProviders, testBrand } from '../../test/render-with-providers';
import { ScrollRegion } from './ScrollRegion';
import { Tooltip, tooltipDelay } from './Tooltip';

describe('format', () => {
  it('formats USD with the narrow symbol and two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('computes met percent as met ÷ limit × 100, clamped, 0 without a limit', () => {
    expect(metPercent(250, 1000)).toBe(25);
    expect(metPercent(1500, 1000)).toBe(100);
    expect(metPercent(-5, 1000)).toBe(0);
    expect(metPercent(10, 0)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it("shows title, met, remaining and limit with the default labels 'Met', 'Remaining', 'limit'", () => {
    renderWithProviders(<ProgressBar title="Deductible - In Network" met={250} remaining={750} limit={1000} />, testBrand);
    const bar = screen.getByRole('progressbar', { name: 'Deductible - In Network' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Met $250.00')).toBeInTheDocument();
    expect(screen.getByText('Remaining $750.00')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00 limit')).toBeInTheDocument();
  });

  it('takes custom labels', () => {
    renderWithProviders(<ProgressBar met={1} remaining={2} limit={3} metLabel="Used" remainingLabel="Left" limitLabel="max" />, testBrand);
    expect(screen.getByText('Used $1.00')).toBeInTheDocument();
    expect(screen.getByText('Left $2.00')).toBeInTheDocument();
    expect(screen.getByText('$3.00 max')).toBeInTheDocument();
  });
});

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows on hover and on focus, hides on leave, blur and Escape; describes its trigger', () => {
    renderWithProviders(
      <Tooltip content="Remaining is based on claims already processed.">
        <button type="button">More information</button>
      </Tooltip>,
      testBrand,
    );
    const trigger = screen.getByRole('button', { name: 'More information' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger).toHaveAccessibleDescription('Remaining is based on claims already processed.');
    expect(tip).not.toBeVisible();

    fireEvent.mouseEnter(trigger);
    expect(tip).toBeVisible();
    fireEvent.mouseLeave(trigger);
    expect(tip).not.toBeVisible();

    fireEvent.focus(trigger);
    expect(tip).toBeVisible();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tip).not.toBeVisible();
    fireEvent.focus(trigger);
    fireEvent.blur(trigger);
    expect(tip).not.toBeVisible();
  });

  it('waits the absolute value of a numeric delay', () => {
    expect(tooltipDelay(-300)).toBe(300);
    expect(tooltipDelay(undefined)).toBe(0);
    renderWithProviders(
      <Tooltip content="Tip" delay={-200}>
        <button type="button">Info</button>
      </Tooltip>,
      testBrand,
    );
    fireEvent.mouseEnter(screen.getByRole('button'));
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).not.toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(tip).toBeVisible();
  });
});

describe('AlertBanner', () => {
  it('says its type in words and offers a dismiss button when dismissible', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <AlertBanner type="warning" title="Heads up" onDismiss={onDismiss}>
        <p>Body</p>
      </AlertBanner>,
      testBrand,
    );
    expect(screen.getByText('Warning:')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('announces only when asked', () => {
    const { rerender } = renderWithProviders(<AlertBanner type="error" title="Failed" live="assertive" />, testBrand);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    rerender(<AlertBanner type="info" title="Note" />);
    expect(screen.queryByRole('alert')).toBeNull();
    // The only status is the providers' snackbar live region, not the banner.
    expect(screen.getByText('Note').closest('[role="status"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('small primitives', () => {
  it('ExternalLink opens in a new tab and says so', () => {
    renderWithProviders(<ExternalLink href="https://example.com">Find in-network dentist</ExternalLink>, testBrand);
    const link = screen.getByRole('link', { name: 'Find in-network dentist (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('LoadingOverlay is a status with hidden Loading text', () => {
    renderWithProviders(<LoadingOverlay />, testBrand);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveAttribute('role', 'status');
    expect(overlay).toHaveTextContent('Loading');
  });

  it('Button defaults to type button', () => {
    renderWithProviders(<Button>Go</Button>, testBrand);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});

describe('ScrollRegion', () => {
  it('is a region named by its label that a keyboard can focus to scroll a wide table (WCAG 1.4.10)', () => {
    renderWithProviders(
      <ScrollRegion label="Services on claim M1">
        <table>
          <caption>Services on claim M1</caption>
        </table>
      </ScrollRegion>,
      testBrand,
    );
    const region = screen.getByRole('region', { name: 'Services on claim M1' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
