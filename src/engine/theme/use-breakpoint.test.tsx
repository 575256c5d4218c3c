import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installViewport } from './test-viewport';
import { useBreakpoint } from './use-breakpoint';

afterEach(() => vi.unstubAllGlobals());

describe('useBreakpoint', () => {
  it('reports the viewport class and follows resizes across 768 and 1280px', () => {
    const viewport = installViewport(375);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('phone');

    act(() => viewport.resize(800));
    expect(result.current).toBe('tablet');

    act(() => viewport.resize(1280));
    expect(result.current).toBe('desktop');

    act(() => viewport.resize(767));
    expect(result.current).toBe('phone');
  });

  it('does not re-render within a class', () => {
    const viewport = installViewport(800);
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useBreakpoint();
    });
    const before = renders;
    act(() => viewport.resize(1000));
    expect(renders).toBe(before);
  });

  it('unsubscribes on unmount', () => {
    const viewport = installViewport(800);
    const { unmount } = renderHook(() => useBreakpoint());
    expect(viewport.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(viewport.listenerCount()).toBe(0);
  });

  it('falls back to desktop without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');
  });
});
