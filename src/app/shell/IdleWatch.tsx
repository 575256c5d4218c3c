import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../../api/client';
import { reportToGlobalHandler } from '../../api/error-channel';
import { postSessionActivity } from '../../api/generated/endpoints/session';
import { useBrand } from '../../manifest/brand-context';
import { idlePolicyOf } from '../../member/idle-rules';
import { noticeOfSignOut } from '../../member/signed-out-notice';
import { startIdleSession, type IdleSession, type IdleView } from '../../member/idle-session';
import { useSession } from '../../member/session';
import { sessionChannel, type SignOutReason } from '../../member/session-channel';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';
import { useMenuAction } from './use-menu-action';

/**
 * A signed-in tab's idle clock (src/member/idle-session.ts) and its warning. Loaded once a member is signed in
 * (SessionTimeout.tsx), so the login page never carries it. Its ending: the session ends everywhere and the member
 * lands on /login with a notice that says why (history state, never the URL).
 */
export default function IdleWatch() {
  const { session } = useBrand();
  const { logout, forget } = useSession();
  const navigate = useNavigate();
  const menuAction = useMenuAction();
  const [view, setView] = useState<IdleView>({ phase: 'active' });
  const watch = useRef<IdleSession | null>(null);

  // The clock starts once per session: what it calls back is read at the time, so a navigation restarts nothing.
  const handlers = useRef({ logout, forget, navigate });
  useEffect(() => {
    handlers.current = { logout, forget, navigate };
  }, [logout, forget, navigate]);

  const { idleMinutes, warningMinutes } = session;
  useEffect(() => {
    const toLogin = (reason: SignOutReason) => {
      const signedOut = noticeOfSignOut(reason);
      return handlers.current.navigate('/login', signedOut ? { state: { signedOut } } : undefined);
    };
    const started = startIdleSession({
      policy: idlePolicyOf({ idleMinutes, warningMinutes }),
      now: () => Date.now(),
      channel: sessionChannel(),
      reportActivity: () => callApi(postSessionActivity),
      onChange: setView,
      onIdle: () => void handlers.current.logout('idle').then(() => toLogin('idle')),
      onSignedOutElsewhere: (reason) => void handlers.current.forget().then(() => toLogin(reason)),
      onRefused: reportToGlobalHandler,
      window,
      document,
    });
    watch.current = started;
    return () => started.stop();
  }, [idleMinutes, warningMinutes]);

  if (view.phase !== 'warning') return null;
  return (
    <SessionTimeoutDialog
      msLeft={view.msLeft}
      stayFailed={view.stayFailed}
      onStay={() => void watch.current?.staySignedIn()}
      onSignOut={() => void menuAction('logout')}
    />
  );
}
