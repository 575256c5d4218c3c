/** Unit-test answers of the sign-in flow's calls (the fetch stub itself is test/stub-gateway.ts). */
import { completeAccount, completeGroups, type Answer } from '../../../test/stub-gateway';
import { unsetPreferences } from '../../member/preferences.fixture';

/** What the routing reads for an ordinary member who lands on /home; override any call. */
export function routingAnswers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET account': completeAccount({ accountStatus: 'ACT', email: 'member@example.com', member: { memberSuffix: 0 } }),
    'GET groups': completeGroups([{ moda360: false }]),
    'GET account/relevant-preferences': { marketingEmail: true, electronicEob: true, medicareMaterials: false, ebill: false },
    'GET account/preferences': { ...unsetPreferences, emailAddress: 'member@example.com', electronicEob: 'Y' },
    'GET account/registration/policies': { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true },
    'GET account/sso-transfer': { transfer: false, address: '/sso/salesforce', testEnvironment: null },
    ...overrides,
  };
}
