/**
 * Spec §8 "Global handling": which failed calls the global handler takes (401 → login, else the error page)
 * and which the calling screen handles itself.
 */
export const exemptUrlParts = [
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
