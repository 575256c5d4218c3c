import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshSession } from '../../member/session';

/**
 * Spec §2: on every navigation end the page scrolls to the top and the authorization status refreshes
 * (the stored tokens are re-read, so an expired or removed token takes effect at once). An address with a `#part`
 * is left where the page puts its part (the contact page's departments).
 */
export function NavigationEffects() {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (hash === '') window.scrollTo(0, 0);
    refreshSession();
  }, [key, hash]);
  return null;
}
