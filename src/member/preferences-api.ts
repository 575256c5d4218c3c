import { callApi } from '../api/client';
import { getPolicyDetails as policyDetails, getPreferences as preferences, getRelevantPreferences as relevantPreferences, putPreferences as savePreferences } from '../api/generated/endpoints/onboarding';
import type { FailureHandling } from '@schemas/api/endpoint';
import type { PreferencesRequest } from './preferences';

/*
 * The preferences calls of spec §7 that the onboarding and settings pages share. Reads take an explicit token when
 * sign-in routing reads them for a token not yet stored; the settings page handles their failures itself.
 */

/** The options of a read: the session's token, or `token` when one is given; how its failure is handled. */
export const readOptions = (token?: string, failure?: FailureHandling) => ({
  ...(token === undefined ? {} : { token }),
  ...(failure === undefined ? {} : { failure }),
});

export const getRelevantPreferences = (token?: string, failure?: FailureHandling) => callApi(relevantPreferences, readOptions(token, failure));
export const getPreferences = (token?: string, failure?: FailureHandling) => callApi(preferences, readOptions(token, failure));
export const getPolicyDetails = (token?: string, failure?: FailureHandling) => callApi(policyDetails, readOptions(token, failure));

/** PUT account/preferences: answers the member's token signed again (spec §4's onboarding step). */
export const putPreferences = (body: PreferencesRequest, failure?: FailureHandling) =>
  callApi(savePreferences, { body, ...readOptions(undefined, failure) });
