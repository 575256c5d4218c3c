import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseName } from '@schemas/api/responses';
import { apiRequest, type ResponseOf } from '../../../api/client';
import { memberKeys } from '../../../member/queries';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  PasswordResetRequest,
  RegistrationRequest,
  RegistrationResponse,
  UserDetailsRequest,
} from './api-types';

/*
 * The account forms' calls (spec §7). Members without a session send no bearer (`token: null`). Registration,
 * security-questions, forgot-* and account/password are exempt from global error handling (spec §8): the page
 * shows their failures; failures of the validation calls go to the error page like any other call.
 */

const post = <N extends ResponseName>(path: string, body: unknown, response: N): Promise<ResponseOf<N>> =>
  apiRequest(path, { method: 'POST', body, token: null, response });

export function useSecurityQuestions() {
  return useQuery({
    queryKey: ['account', 'security-questions'],
    queryFn: () => apiRequest('account/security-questions', { token: null, response: 'securityQuestions' }),
  });
}

export const useCheckUserDetails = () =>
  useMutation({ mutationFn: (body: UserDetailsRequest) => post('validation/user-details', body, 'userDetails') });

/** Registration: is the username free, then create the account. A taken username answers `usernameTaken`. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegistrationRequest): Promise<{ usernameTaken: true } | RegistrationResponse> => {
      const username = await post('validation/username', { username: body.username }, 'username');
      if (!username.available) return { usernameTaken: true };
      // Awaited first: a generic call in a return position would be inferred from the union return type too.
      const registered = await post('account/registration', body, 'registration');
      return registered;
    },
  });
}

export const useForgotUsername = () =>
  useMutation({ mutationFn: (body: ForgotUsernameRequest) => post('forgot-username', body, 'requestAccepted') });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordRequest) => post('forgot-password', body, 'requestAccepted') });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: PasswordResetRequest) => post('forgot-password/reset', body, 'passwordChanged') });

/** Signed in: PUT account/password; the account (its status) is read again afterwards. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest('account/password', { method: 'PUT', body, response: 'passwordChanged' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.account }),
  });
}
