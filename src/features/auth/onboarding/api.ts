import { queryOptions, useQueries } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { getRegistrationPolicies as registrationPolicies, getSsoTransfer as ssoTransfer, putRegistrationPolicies as savePolicies } from '../../../api/generated/endpoints/onboarding';
import { accountQuery } from '../../../member/queries';
import { isSubscriber } from '../../../member/subscriber';
import { getPolicyDetails, getPreferences, getRelevantPreferences, readOptions } from '../../../member/preferences-api';
import type { RegistrationPolicies } from './onboarding-types';

/* The onboarding calls of spec §7. Reads take an explicit token when routing reads them for a token not yet stored. */

export const getRegistrationPolicies = (token?: string) => callApi(registrationPolicies, readOptions(token));
export const getSsoTransfer = (token?: string) => callApi(ssoTransfer, readOptions(token));

export const putRegistrationPolicies = (body: RegistrationPolicies) => callApi(savePolicies, { body });

export const onboardingKeys = {
  relevantPreferences: ['account', 'relevant-preferences'] as const,
  preferences: ['account', 'preferences'] as const,
  registrationPolicies: ['account', 'registration', 'policies'] as const,
  policyDetails: ['account', 'registration', 'policy-details'] as const,
};

export const relevantPreferencesQuery = queryOptions({
  queryKey: onboardingKeys.relevantPreferences,
  queryFn: () => getRelevantPreferences(),
});
export const preferencesQuery = queryOptions({ queryKey: onboardingKeys.preferences, queryFn: () => getPreferences() });
export const policyDetailsQuery = queryOptions({ queryKey: onboardingKeys.policyDetails, queryFn: () => getPolicyDetails() });
export const registrationPoliciesQuery = queryOptions({
  queryKey: onboardingKeys.registrationPolicies,
  queryFn: () => getRegistrationPolicies(),
});

/** What the preferences page shows: the relevant sections, the saved values, and the policy for defaults. */
export function usePreferencesPageData() {
  const [relevant, preferences, details] = useQueries({
    queries: [relevantPreferencesQuery, preferencesQuery, policyDetailsQuery],
  });
  const data =
    relevant.data && preferences.data && details.data
      ? { relevant: relevant.data, preferences: preferences.data, hasExtendedPolicy: details.data.hasExtendedPolicy }
      : null;
  return { data, isError: relevant.isError || preferences.isError || details.isError };
}

/** What the registration policies page shows: whether the member is the subscriber, and the saved policies. */
export function useRegistrationPoliciesPageData() {
  const [account, policies] = useQueries({
    queries: [accountQuery, registrationPoliciesQuery],
  });
  const data =
    account.data && policies.data ? { isSubscriber: isSubscriber(account.data.member), policies: policies.data } : null;
  return { data, isError: account.isError || policies.isError };
}
