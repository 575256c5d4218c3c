import { useCallback, useEffect, useState } from 'react';
import { studioApi, StudioCallError, type StudioWho } from './api';
import { copy } from './copy';
import { LoadFailed } from './LoadFailed';
import { SignIn } from './SignIn';
import { Workspace } from './Workspace';

type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; who: StudioWho } | { status: 'error'; error: Error };

/** The studio: its own session (GET /api/studio/session), the sign-in form without one, else the workspace. */
export default function StudioApp() {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  const load = useCallback(() => {
    setSession({ status: 'loading' });
    studioApi.who().then(
      (who) => setSession({ status: 'signedIn', who }),
      (error: unknown) =>
        setSession(error instanceof StudioCallError && error.status === 401 ? { status: 'signedOut' } : { status: 'error', error: error instanceof Error ? error : new Error(copy.errors.generic) }),
    );
  }, []);
  useEffect(load, [load]);

  const signOut = async () => {
    await studioApi.signOut().catch(() => undefined);
    setSession({ status: 'signedOut' });
  };

  return (
    <>
      <header className="studio-header">
        <p className="studio-name">{copy.title}</p>
        {session.status === 'signedIn' && (
          <div className="studio-account">
            <span>{copy.signedInAs(session.who.username)}</span>
            <button type="button" onClick={() => void signOut()}>
              {copy.signOut}
            </button>
          </div>
        )}
      </header>
      <main className="studio-main">
        {session.status === 'loading' && <p role="status">{copy.loading}</p>}
        {session.status === 'signedOut' && <SignIn onSignedIn={(who) => setSession({ status: 'signedIn', who })} />}
        {session.status === 'error' && <LoadFailed error={session.error} retry={load} />}
        {session.status === 'signedIn' && <Workspace who={session.who} />}
      </main>
    </>
  );
}
