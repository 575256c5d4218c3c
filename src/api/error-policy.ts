/**
 * Spec §8 "Global handling": which failed calls the global handler takes (401 → login, else the error page)
 * and which the calling screen handles itself.
 */
const exemptUrlParts = [
  'registration',
  'token',
  'security-questions',
  'forgot-password',
  'forgot-username',
  'account/password',
  'medicare-materials',
  'eobs',
  'claims',
  'pcp/provider',
] as const;

export function isHandledLocally(url: string, method: string, status: number): boolean {
  const path = url.split('?')[0] ?? url;
  if (exemptUrlParts.some((part) => path.includes(part))) return true;
  return method.toUpperCase() === 'POST' && path.endsWith('/login-as') && (status === 400 || status === 404);
}

export type GlobalErrorAction = { kind: 'login' } | { kind: 'errorPage'; status: number };

/** What the global handler does with a failed call it is responsible for. */
export function globalErrorAction(status: number, unauthorizedRedirectsToLogin: boolean): GlobalErrorAction {
  if (status === 401 && unauthorizedRedirectsToLogin) return { kind: 'login' };
  return { kind: 'errorPage', status };
}
