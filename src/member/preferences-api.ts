import type { ResponseName } from '@schemas/api/responses';
import { apiRequest } from '../api/client';
import type { PreferencesRequest } from './preferences';

/*
 * The preferences calls of spec §7 that the onboarding and settings pages share. Reads take an explicit token when
 * sign-in routing reads them for a token not yet stored.
 */

/** A read with the session's token, or with `token` when one is given. */
export const readWithToken = <N extends ResponseName>(path: string, response: N, token?: string) =>
  apiRequest(path, token === undefined ? { response } : { response, token });

export const getRelevantPreferences = (token?: string) => readWithToken('account/relevant-preferences', 'relevantPreferences', token);
export const getPreferences = (token?: string) => readWithToken('account/preferences', 'preferences', token);
export const getPolicyDetails = (token?: string) => readWithToken('account/registration/policy-details', 'policyDetails', token);

/** PUT account/preferences: answers the member's token signed again (spec §4's onboarding step). */
export const putPreferences = (body: PreferencesRequest) =>
  apiRequest('account/preferences', { method: 'PUT', body, response: 'onboardingStep' });
