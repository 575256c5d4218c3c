import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { getChosenSecurityQuestions, getSecurityQuestions, putSecurityAnswers as saveAnswers } from '../../api/generated/endpoints/account-forms';
import { getPolicyDetails, getPreferences, getRelevantPreferences } from '../../member/preferences-api';
import type { SecurityAnswersRequest } from './rules';

/*
 * The settings page's calls (spec §7): security questions and the member's chosen ones, the preferences with the
 * sections relevant to the member and the policy details (for spec §5's defaults). Each section shows its own error
 * with 'Try again' (the preferences' reads `screen` here: a 401 still ends the session; the policy details are spec
 * §8 exempt as declared, a 401 included). Keys of their own: the onboarding pages read the same
 * calls with a temporary token, before this page exists for the member.
 */

const onScreen = 'screen' as const;

export const settingsKeys = {
  securityQuestions: ['settings', 'security-questions'] as const,
  chosenQuestions: ['settings', 'security-answers'] as const,
  preferences: ['settings', 'preferences'] as const,
  relevantPreferences: ['settings', 'relevant-preferences'] as const,
  policyDetails: ['settings', 'policy-details'] as const,
};

/** GET account/security-questions: the questions a member may choose from. */
export const securityQuestionsQuery = queryOptions({
  queryKey: settingsKeys.securityQuestions,
  queryFn: ({ signal }) => callApi(getSecurityQuestions, { signal }),
});

/** GET account/security-answers: the ids of the questions the member has answered (never the answers). */
export const chosenQuestionsQuery = queryOptions({
  queryKey: settingsKeys.chosenQuestions,
  queryFn: ({ signal }) => callApi(getChosenSecurityQuestions, { signal }),
});

export const preferencesQuery = queryOptions({ queryKey: settingsKeys.preferences, queryFn: () => getPreferences(undefined, onScreen) });
export const relevantPreferencesQuery = queryOptions({
  queryKey: settingsKeys.relevantPreferences,
  queryFn: () => getRelevantPreferences(undefined, onScreen),
});
export const policyDetailsQuery = queryOptions({ queryKey: settingsKeys.policyDetails, queryFn: () => getPolicyDetails() });

/** PUT account/security-answers (204). */
export const putSecurityAnswers = (body: SecurityAnswersRequest) => callApi(saveAnswers, { body });
