import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { renderWithProviders, testBrand } from '../../test/render-with-providers';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('CopyButton', () => {
  it("shows 'Copy', writes the value, shows 'Copied' for 3 seconds and calls onCopied", async () => {
    const onCopied = vi.fn();
    renderWithProviders(<CopyButton value="X1234567" description="subscriber ID" onCopied={onCopied} />, testBrand);
    const button = screen.getByRole('button', { name: 'Copy subscriber ID' });
    await click(button);
    expect(writeText).toHaveBeenCalledWith('X1234567');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(2999));
    expect(button).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(/^Copy/);
    expect(button).not.toHaveTextContent('Copied');
  });

  it('restarts the 3 seconds on a second click', async () => {
    renderWithProviders(<CopyButton value="A" />, testBrand);
    const button = screen.getByRole('button', { name: 'Copy' });
    await click(button);
    act(() => vi.advanceTimersByTime(2000));
    await click(button);
    act(() => vi.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1000));
    expect(button).not.toHaveTextContent('Copied');
  });

  it('stays on Copy and does not call onCopied when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const onCopied = vi.fn();
    renderWithProviders(<CopyButton value="A" onCopied={onCopied} />, testBrand);
    const button = screen.getByRole('button', { name: 'Copy' });
    await click(button);
    expect(onCopied).not.toHaveBeenCalled();
    expect(button).not.toHaveTextContent('Copied');
  });
});
