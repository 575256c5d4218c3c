import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { isHandledLocally } from '../../../api/error-policy';
import { useContinueRouting } from '../continue-routing';
import { putPreferences } from '../../../member/preferences-api';
import { putRegistrationPolicies } from './api';
import type { OnboardingStepResponse } from './onboarding-types';

/**
 * Saves one onboarding step, then (spec §4) shows its success snackbar and continues routing with the token the
 * gateway signed for the saved state. Failures of calls the screen does not handle go to the global handler
 * (spec §8); the page shows the others.
 */
function useSaveStep<T>(save: (body: T) => Promise<OnboardingStepResponse>, onSaved: () => void) {
  const continueRouting = useContinueRouting();
  return useMutation({
    mutationFn: async (body: T) => {
      const { token } = await save(body);
      onSaved();
      await continueRouting(token);
    },
  });
}

export const useSavePreferences = (onSaved: () => void) => useSaveStep(putPreferences, onSaved);
export const useSaveRegistrationPolicies = (onSaved: () => void) => useSaveStep(putRegistrationPolicies, onSaved);

/** Whether a failed save is the page's to show: calls exempt from global handling (spec §8), or no call at all. */
export function showsOnPage(error: unknown): boolean {
  return !isApiError(error) || isHandledLocally(error);
}
