/** Unit-test support for the group and login-as pages: a stored session (tokens and fake gateway: ../test-gateway). */
import { refreshSession, startSession, startTemporarySession } from '../../../member/session';
import { clearAllStorage } from '../../../member/token-storage';

export function signIn(token: string, kind: 'session' | 'temporary'): void {
  if (kind === 'session') startSession(token, new Date());
  else startTemporarySession(token, new Date());
}

export async function signOut(): Promise<void> {
  await clearAllStorage();
  refreshSession();
}
