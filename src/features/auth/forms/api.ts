import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import {
  getSecurityQuestions,
  postForgotPassword,
  postForgotUsername,
  postPasswordReset,
  postRegistration,
  postUserDetails,
  postUsername,
  putPassword,
} from '../../../api/generated/endpoints/account-forms';
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

const anonymous = { token: null } as const;

export function useSecurityQuestions() {
  return useQuery({
    queryKey: ['account', 'security-questions'],
    queryFn: () => callApi(getSecurityQuestions, anonymous),
  });
}

export const useCheckUserDetails = () => useMutation({ mutationFn: (body: UserDetailsRequest) => callApi(postUserDetails, { body, ...anonymous }) });

/** Registration: is the username free, then create the account. A taken username answers `usernameTaken`. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegistrationRequest): Promise<{ usernameTaken: true } | RegistrationResponse> => {
      const username = await callApi(postUsername, { body: { username: body.username }, ...anonymous });
      if (!username.available) return { usernameTaken: true };
      return callApi(postRegistration, { body, ...anonymous });
    },
  });
}

export const useForgotUsername = () =>
  useMutation({ mutationFn: (body: ForgotUsernameRequest) => callApi(postForgotUsername, { body, ...anonymous }) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordRequest) => callApi(postForgotPassword, { body, ...anonymous }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: PasswordResetRequest) => callApi(postPasswordReset, { body, ...anonymous }) });

/** Signed in: PUT account/password; the account (its status) is read again afterwards. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callApi(putPassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.account }),
  });
}
