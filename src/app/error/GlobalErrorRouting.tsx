import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../member/session';
import { useGlobalErrorRedirect } from './global-error';

/**
 * Inside the router: performs the 401 redirect and clears the in-place error on the next navigation.
 * A 401 means the gateway no longer accepts the stored token, so the session is ended before going to login;
 * otherwise the login page's guard-free redirect could bounce a member with a dead token back and forth. The
 * browser's other tabs, holding the same dead token, sign out too.
 */
export function GlobalErrorRouting() {
  const { redirectTo, redirected, clear } = useGlobalErrorRedirect();
  const navigate = useNavigate();
  const { logout } = useSession();
  const { key } = useLocation();
  const lastKey = useRef(key);

  useEffect(() => {
    if (redirectTo === null) return;
    redirected();
    void logout('refused').then(() => navigate(redirectTo));
  }, [redirectTo, redirected, navigate, logout]);

  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    clear();
  }, [key, clear]);

  return null;
}
