import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponseSchema } from '../../schemas/api/common';
import {
  onboardingStepResponseSchema,
  policyDetailsSchema,
  preferencesRequestSchema,
  preferencesSchema,
  registrationPoliciesSchema,
  relevantPreferencesSchema,
  ssoTransferSchema,
} from '../../schemas/api/onboarding';
import { needsPreferencesOrPolicies, relevantPreferences } from '../auth/onboarding';
import { sessionOf, type RequireSession, type Session } from '../auth/session';
import type { TokenService } from '../auth/token';
import { isSubscriber } from '../member-view';
import type { GatewayState } from '../state';
import { replies } from '../validation';
import { SSO_ADDRESS, ssoStandInRoutes } from './sso-stand-in';

type PreferencesRequest = FromSchema<typeof preferencesRequestSchema>;
type RegistrationPolicies = FromSchema<typeof registrationPoliciesSchema>;

/**
 * Our choice where the spec is silent: the regional Medicare plan has the extended communications policy
 * (Medicare members opt in to electronic delivery), so its preference defaults are paper and no emails.
 */
const hasExtendedPolicy = (session: Session) => session.features.extendedCommunicationPolicy;

/**
 * The onboarding calls of spec §7 (account status, registration policies, relevant preferences, preferences, the
 * sales-force transfer flag) and the single sign-on stand-in. Every one accepts a temporary token: the onboarding
 * pages make them. Saving a step answers the token signed again, temporary only while a step is still due.
 */
export function onboardingRoutes(
  app: FastifyInstance,
  deps: { state: GatewayState; tokens: TokenService; requireSession: RequireSession },
): void {
  const { state, tokens } = deps;
  const onboarding = { onRequest: deps.requireSession({ allowTemporary: true }) };

  /** The group step comes before these pages, so only the preferences or policies can keep a token temporary. */
  async function tokenAfterStep(session: Session): Promise<{ token: string }> {
    const { exp: _exp, iat: _iat, ...claims } = session.claims;
    const temporary = claims.temporary && needsPreferencesOrPolicies(session.account, session, state, session.features);
    return { token: await tokens.sign({ ...claims, temporary }) };
  }

  app.get(
    '/api/account/status',
    { ...onboarding, schema: { response: { '4xx': errorResponseSchema, '5xx': errorResponseSchema } } },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(sessionOf(request).account.accountStatus),
  );

  app.get('/api/account/registration/policies', { ...onboarding, schema: replies(registrationPoliciesSchema) }, async (request) =>
    state.registrationPoliciesOf(sessionOf(request).account),
  );

  app.put<{ Body: RegistrationPolicies }>(
    '/api/account/registration/policies',
    { ...onboarding, schema: { body: registrationPoliciesSchema, ...replies(onboardingStepResponseSchema) } },
    async (request) => {
      const session = sessionOf(request);
      state.saveRegistrationPolicies(session.account, {
        isCommunicationPolicySigned: request.body.isCommunicationPolicySigned,
        // Spec §5/§6: the eEOB choice is the subscriber's only.
        isEeobPreferenceConsented: isSubscriber(session.member) ? request.body.isEeobPreferenceConsented : null,
      });
      return tokenAfterStep(session);
    },
  );

  app.get('/api/account/registration/policy-details', { ...onboarding, schema: replies(policyDetailsSchema) }, async (request) => ({
    hasExtendedPolicy: hasExtendedPolicy(sessionOf(request)),
  }));

  app.get('/api/account/relevant-preferences', { ...onboarding, schema: replies(relevantPreferencesSchema) }, async (request) => {
    const { account, family, member } = sessionOf(request);
    return relevantPreferences(account, family, member, sessionOf(request).features);
  });

  app.get('/api/account/preferences', { ...onboarding, schema: replies(preferencesSchema) }, async (request) =>
    state.preferencesOf(sessionOf(request).account),
  );

  app.put<{ Body: PreferencesRequest }>(
    '/api/account/preferences',
    { ...onboarding, schema: { body: preferencesRequestSchema, ...replies(onboardingStepResponseSchema) } },
    async (request) => {
      const session = sessionOf(request);
      // Spec §6: paperless EOBs are the subscriber's choice; a dependent's request leaves it as it was.
      const electronicEob = isSubscriber(session.member) ? request.body.electronicEob : state.preferencesOf(session.account).electronicEob;
      state.savePreferences(session.account, { ...request.body, electronicEob });
      return tokenAfterStep(session);
    },
  );

  app.get('/api/account/sso-transfer', { ...onboarding, schema: replies(ssoTransferSchema) }, async (request) => ({
    transfer: sessionOf(request).family.group.salesforceTransfer,
    address: SSO_ADDRESS,
    testEnvironment: null,
  }));

  ssoStandInRoutes(app, { tokens });
}
