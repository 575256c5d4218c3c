import { vi } from 'vitest';

/** A matchMedia double driven by a settable viewport width. */
export function installViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; min: number; listeners: Set<() => void> }[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    const entry = { query, min, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return width >= min;
      },
      addEventListener: (_: string, l: () => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => entry.listeners.delete(l),
    };
  });
  return {
    resize(next: number) {
      const before = lists.map((l) => width >= l.min);
      width = next;
      lists.forEach((l, i) => {
        if (before[i] !== width >= l.min) l.listeners.forEach((fn) => fn());
      });
    },
    listenerCount: () => lists.reduce((n, l) => n + l.listeners.size, 0),
  };
}
