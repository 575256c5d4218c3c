import { staffRoles, type StaffRole } from '@schemas/api/token';
import type { TokenClaims } from '../api/response-types';

/**
 * Reads the claims of a signed token. The browser never verifies the signature (the gateway does on every
 * call); it only needs the role, whether the token is temporary, and when it expires.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.role !== 'string') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now: Date): boolean {
  return claims.exp * 1000 <= now.getTime();
}


export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? '');
}

/**
 * Spec §6 "Token roles (role, issuedByRole)": the staff role a token carries, as its own role or as the role that
 * issued it (a log-in-as token is `role: member, issuedByRole: <staff>`); null for a member's own sign-in.
 */
export function staffRoleOf(claims: { role?: string | null; issuedByRole?: string | null } | null | undefined): StaffRole | null {
  if (isStaffRole(claims?.role)) return claims.role;
  if (isStaffRole(claims?.issuedByRole)) return claims.issuedByRole;
  return null;
}
