import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes an element's height (border box, in px) as a custom property on the root element while it is
 * mounted, and keeps it current as the element resizes (labels wrapping, text zoom), so page-level CSS such as
 * `scroll-padding` can use the real height instead of a guess.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(name, `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
