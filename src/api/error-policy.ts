import { UNAUTHORIZED, type ApiError } from './api-error';

/**
 * Spec §8 "Global handling": whether the screen that made a failed call handles it, rather than the global handler
 * (401 → login, else the error page). Each call's declaration says (schemas/api/endpoints/): an exempt call's screen
 * handles every status; a global call's screen handles its `screenStatuses` (login-as: 400 and 404).
 */
export function isHandledLocally(error: Pick<ApiError, 'failure' | 'screenStatuses' | 'status'>): boolean {
  return error.failure === 'exempt' || error.screenStatuses.includes(error.status);
}

/** Whether the query client hands a failed call to the global handler itself (query-client.ts), the screen's meta given. */
export function reachesGlobalHandler(error: ApiError, meta: Record<string, unknown> | undefined): boolean {
  if (isHandledLocally(error)) return false;
  return !((meta?.handlesErrors === true || error.failure === 'screen') && error.status !== UNAUTHORIZED);
}
