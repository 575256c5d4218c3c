import type { FastifyInstance } from 'fastify';
import {
  getAccountStatus,
  getPolicyDetails,
  getPreferences,
  getRegistrationPolicies,
  getRelevantPreferences,
  getSsoTransfer,
  putLanguagePreference,
  putPreferences,
  putRegistrationPolicies,
} from '../../../schemas/api/endpoints/onboarding';
import { needsPreferencesOrPolicies, relevantPreferences } from '../auth/onboarding';
import { sessionOf, type Session } from '../auth/session';
import type { RequireSession } from '../../shared/endpoint-route';
import type { TokenService } from '../auth/token';
import { implement } from '../../shared/endpoint-route';
import { isSubscriber } from '../member-view';
import type { ReferenceState } from '../state';
import { SSO_ADDRESS } from '../../../schemas/api/stand-in-sites';
import { ssoStandInRoutes } from './sso-stand-in';

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
  deps: { state: ReferenceState; tokens: TokenService; requireSession: RequireSession },
): void {
  const { state, tokens } = deps;
  const onboarding = { requireSession: deps.requireSession };

  /** The group step comes before these pages, so only the preferences or policies can keep a token temporary. */
  async function tokenAfterStep(session: Session): Promise<{ token: string }> {
    const { exp: _exp, iat: _iat, ...claims } = session.claims;
    const temporary = claims.temporary && needsPreferencesOrPolicies(session.account, session, state, session.features);
    return { token: await tokens.sign({ ...claims, temporary }) };
  }

  implement(app, getAccountStatus, onboarding, async (request) => sessionOf(request).account.accountStatus);

  implement(app, getRegistrationPolicies, onboarding, async (request) =>
    state.registrationPoliciesOf(sessionOf(request).account),
  );

  implement(app, putRegistrationPolicies, onboarding, async (request) => {
    const session = sessionOf(request);
    state.saveRegistrationPolicies(session.account, {
      isCommunicationPolicySigned: request.body.isCommunicationPolicySigned,
      // Spec §5/§6: the eEOB choice is the subscriber's only.
      isEeobPreferenceConsented: isSubscriber(session.member) ? request.body.isEeobPreferenceConsented : null,
    });
    return tokenAfterStep(session);
  });

  implement(app, getPolicyDetails, onboarding, async (request) => ({
    hasExtendedPolicy: hasExtendedPolicy(sessionOf(request)),
  }));

  implement(app, getRelevantPreferences, onboarding, async (request) => {
    const { account, family, member } = sessionOf(request);
    return relevantPreferences(account, family, member, sessionOf(request).features);
  });

  implement(app, getPreferences, onboarding, async (request) =>
    state.preferencesOf(sessionOf(request).account),
  );

  implement(app, putPreferences, onboarding, async (request) => {
    const session = sessionOf(request);
    // Spec §6: paperless EOBs are the subscriber's choice; a dependent's request leaves it as it was.
    const current = state.preferencesOf(session.account);
    const electronicEob = isSubscriber(session.member) ? request.body.electronicEob : current.electronicEob;
    // The communication preferences page leaves the language as it was.
    const language = current.language === undefined ? {} : { language: current.language };
    state.savePreferences(session.account, { ...request.body, electronicEob, ...language });
    return tokenAfterStep(session);
  });

  // The session's own account only: the body names a language, never an account.
  implement(app, putLanguagePreference, onboarding, async (request) => {
    const { account } = sessionOf(request);
    state.savePreferences(account, { ...state.preferencesOf(account), language: request.body.language });
    return { language: request.body.language };
  });

  implement(app, getSsoTransfer, onboarding, async (request) => ({
    transfer: sessionOf(request).family.group.salesforceTransfer,
    address: SSO_ADDRESS,
    testEnvironment: null,
  }));

  ssoStandInRoutes(app, { tokens });
}
