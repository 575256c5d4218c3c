import type { FromSchema } from 'json-schema-to-ts';
import type {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
  passwordChangedResponseSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  securityQuestionsResponseSchema,
  userDetailsRequestSchema,
  userDetailsResponseSchema,
  usernameResponseSchema,
} from '@schemas/api/account-forms';

export type SecurityQuestion = FromSchema<typeof securityQuestionsResponseSchema>[number];
export type UserDetailsRequest = FromSchema<typeof userDetailsRequestSchema>;
export type UserDetailsResponse = FromSchema<typeof userDetailsResponseSchema>;
export type UsernameResponse = FromSchema<typeof usernameResponseSchema>;
export type RegistrationRequest = FromSchema<typeof registrationRequestSchema>;
export type RegistrationResponse = FromSchema<typeof registrationResponseSchema>;
export type ForgotUsernameRequest = FromSchema<typeof forgotUsernameRequestSchema>;
export type ForgotPasswordRequest = FromSchema<typeof forgotPasswordRequestSchema>;
export type PasswordResetRequest = FromSchema<typeof passwordResetRequestSchema>;
export type ChangePasswordRequest = FromSchema<typeof changePasswordRequestSchema>;
export type PasswordChangedResponse = FromSchema<typeof passwordChangedResponseSchema>;
