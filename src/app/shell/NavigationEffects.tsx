import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshSession } from '../../member/session';

/**
 * Spec §2: on every navigation end the page scrolls to the top and the authorization status refreshes
 * (the stored tokens are re-read, so an expired or removed token takes effect at once).
 */
export function NavigationEffects() {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    refreshSession();
  }, [key]);
  return null;
}
