import { useEffect, useRef, useState, type FormEvent } from 'react';
import { studioApi, StudioCallError, type StudioWho } from './api';
import { copy } from './copy';

/** The studio's sign-in form (a studio account, never a member's). What was typed stays on a failure. */
export function SignIn({ onSignedIn }: { onSignedIn: (who: StudioWho) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(copy.signIn.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await studioApi.signIn(username, password));
    } catch (caught) {
      setError(caught instanceof StudioCallError && caught.status === 401 ? copy.errors.signInFailed : caught instanceof Error ? caught.message : copy.errors.generic);
      setBusy(false);
    }
  };

  return (
    <section className="studio-signin" aria-labelledby="signin-heading">
      <h1 id="signin-heading" tabIndex={-1} ref={heading}>
        {copy.signIn.heading}
      </h1>
      <p>{copy.signIn.intro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {error && (
          <p className="studio-error" role="alert">
            {error}
          </p>
        )}
        <label htmlFor="studio-username">{copy.signIn.username}</label>
        <input id="studio-username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <label htmlFor="studio-password">{copy.signIn.password}</label>
        <div className="studio-password">
          <input
            id="studio-password"
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="button" aria-pressed={shown} aria-controls="studio-password" onClick={() => setShown(!shown)}>
            {shown ? copy.signIn.hide : copy.signIn.show}
          </button>
        </div>
        <button type="submit" className="studio-primary" disabled={busy}>
          {copy.signIn.submit}
        </button>
      </form>
    </section>
  );
}
