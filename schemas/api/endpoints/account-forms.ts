import {
  changePasswordRequestSchema,
  chosenSecurityQuestionsResponseSchema,
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
  passwordChangedResponseSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  requestAcceptedResponseSchema,
  securityAnswersRequestSchema,
  securityQuestionsResponseSchema,
  userDetailsRequestSchema,
  userDetailsResponseSchema,
  usernameRequestSchema,
  usernameResponseSchema,
} from '../account-forms';
import { endpoint } from '../endpoint';

/*
 * Registration, account recovery, security questions and password change (spec §7). Registration,
 * security-questions, forgot-* and account/password are exempt from global handling (spec §8): the page shows their
 * failures; failures of the validation calls go to the error page like any other call.
 */

export const getSecurityQuestions = endpoint({
  method: 'GET',
  path: '/account/security-questions',
  summary: 'The security questions a member may choose from.',
  response: securityQuestionsResponseSchema,
  failure: 'exempt',
  caller: 'anyone',
});

export const getChosenSecurityQuestions = endpoint({
  method: 'GET',
  path: '/account/security-answers',
  summary: 'The ids of the questions the member has answered (never the answers).',
  response: chosenSecurityQuestionsResponseSchema,
  failure: 'screen',
});

export const putSecurityAnswers = endpoint({
  method: 'PUT',
  path: '/account/security-answers',
  summary: "Replace the member's security answers.",
  body: securityAnswersRequestSchema,
  answer: 'none',
  failure: 'screen',
});

export const postUserDetails = endpoint({
  method: 'POST',
  path: '/validation/user-details',
  summary: 'Registration: check a member id, name and birth date.',
  body: userDetailsRequestSchema,
  response: userDetailsResponseSchema,
  failure: 'global',
  caller: 'anyone',
});

export const postUsername = endpoint({
  method: 'POST',
  path: '/validation/username',
  summary: 'Registration: is the username free.',
  body: usernameRequestSchema,
  response: usernameResponseSchema,
  failure: 'global',
  caller: 'anyone',
});

export const postRegistration = endpoint({
  method: 'POST',
  path: '/account/registration',
  summary: 'Create the account.',
  body: registrationRequestSchema,
  response: registrationResponseSchema,
  failure: 'exempt',
  caller: 'anyone',
});

export const postForgotUsername = endpoint({
  method: 'POST',
  path: '/forgot-username',
  summary: 'E-mail the username to the address on file.',
  body: forgotUsernameRequestSchema,
  response: requestAcceptedResponseSchema,
  failure: 'exempt',
  caller: 'anyone',
});

export const postForgotPassword = endpoint({
  method: 'POST',
  path: '/forgot-password',
  summary: 'E-mail a password reset link.',
  body: forgotPasswordRequestSchema,
  response: requestAcceptedResponseSchema,
  failure: 'exempt',
  caller: 'anyone',
});

export const postPasswordReset = endpoint({
  method: 'POST',
  path: '/forgot-password/reset',
  summary: 'Set a new password with the reset link.',
  body: passwordResetRequestSchema,
  response: passwordChangedResponseSchema,
  failure: 'exempt',
  caller: 'anyone',
});

export const putPassword = endpoint({
  method: 'PUT',
  path: '/account/password',
  summary: 'Change the password.',
  body: changePasswordRequestSchema,
  response: passwordChangedResponseSchema,
  failure: 'exempt',
});
