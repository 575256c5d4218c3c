import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { memberKeys } from '../../../member/queries';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  PasswordChangedResponse,
  PasswordResetRequest,
  RegistrationRequest,
  RegistrationResponse,
  SecurityQuestion,
  UserDetailsRequest,
  UserDetailsResponse,
  UsernameResponse,
} from './api-types';

/*
 * The account forms' calls (spec §7). Members without a session send no bearer (`token: null`). Registration,
 * security-questions, forgot-* and account/password are exempt from global error handling (spec §8): the page
 * shows their failures; failures of the validation calls go to the error page like any other call.
 */

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body, token: null });

export function useSecurityQuestions() {
  return useQuery({
    queryKey: ['account', 'security-questions'],
    queryFn: () => apiRequest<SecurityQuestion[]>('account/security-questions', { token: null }),
  });
}

export const useCheckUserDetails = () =>
  useMutation({ mutationFn: (body: UserDetailsRequest) => post<UserDetailsResponse>('validation/user-details', body) });

/** Registration: is the username free, then create the account. A taken username answers `usernameTaken`. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegistrationRequest): Promise<{ usernameTaken: true } | RegistrationResponse> => {
      const { available } = await post<UsernameResponse>('validation/username', { username: body.username });
      if (!available) return { usernameTaken: true };
      return post<RegistrationResponse>('account/registration', body);
    },
  });
}

export const useForgotUsername = () =>
  useMutation({ mutationFn: (body: ForgotUsernameRequest) => post<{ message: string }>('forgot-username', body) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordRequest) => post<{ message: string }>('forgot-password', body) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: PasswordResetRequest) => post<PasswordChangedResponse>('forgot-password/reset', body) });

/** Signed in: PUT account/password; the account (its status) is read again afterwards. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest<PasswordChangedResponse>('account/password', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.account }),
  });
}
