import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';
import { isCurrentPage } from './current-page';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy the address) whose plain click navigates in the app.
 * Built on the router's own hooks rather than its `Link`, which brings its framework mode's prefetching and forms
 * into every page's JavaScript (docs/performance.md).
 */
export function AppLink({ to, replace, target, onClick, ref, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

/** An in-app link that says `aria-current="page"` while its page (or a page under it) is the one shown. */
export function CurrentPageLink({ to, ...rest }: AppLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to);
  return <AppLink {...rest} to={to} aria-current={isCurrentPage(pathname, target.pathname) ? 'page' : undefined} />;
}
