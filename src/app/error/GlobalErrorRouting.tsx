import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGlobalErrorRedirect } from './global-error';

/** Inside the router: performs the 401 redirect and clears the in-place error on the next navigation. */
export function GlobalErrorRouting() {
  const { redirectTo, redirected, clear } = useGlobalErrorRedirect();
  const navigate = useNavigate();
  const { key } = useLocation();
  const lastKey = useRef(key);

  useEffect(() => {
    if (redirectTo === null) return;
    redirected();
    void navigate(redirectTo);
  }, [redirectTo, redirected, navigate]);

  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    clear();
  }, [key, clear]);

  return null;
}
