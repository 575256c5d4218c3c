import type { AccountChanges } from './account-forms-state';
import type { PcpChanges } from './pcp-selections';
import type { Address } from './personas/addresses';
import { ScopedChanges } from './scoped-changes';
import { createSessionRegistry, type SessionRegistry } from './auth/session-registry';
import { currentDemoScope, UNSCOPED } from '../shared/demo-scope';
import type { Account, PlanManagement, Preferences, RegistrationPolicies } from './personas/types';

/** username → what the member saved on the onboarding pages, in one demo scope. */
export interface OnboardingAnswers {
  preferences: Map<string, Preferences>;
  registrationPolicies: Map<string, RegistrationPolicies>;
}

/**
 * Everything a member's calls can change in the reference API, in one place, so `POST /api/__demo/reset` (or a
 * restart) restores the seeded personas. Later calls add their state here (preferences, PCP selections, cancellations...).
 */
export interface ReferenceState {
  /** Failed logins since the last success, per demo scope and username (unknown usernames too). */
  failedLogins: Map<string, number>;
  failedLoginCount(username: string): number;
  recordFailedLogin(username: string, count: number): void;
  clearFailedLogins(username: string): void;
  /** What members saved on the update-preferences and registration-policies pages, by demo scope. */
  onboardingAnswers: Map<string, OnboardingAnswers>;
  /** The account's preferences now: saved in this demo scope, else seeded. */
  preferencesOf(account: Account): Preferences;
  registrationPoliciesOf(account: Account): RegistrationPolicies;
  savePreferences(account: Account, preferences: Preferences): void;
  saveRegistrationPolicies(account: Account, policies: RegistrationPolicies): void;
  /** Registrations, password changes, reset codes and the demo outbox, by demo scope (see demo-scope.ts). */
  accountChanges: Map<string, AccountChanges>;
  /** Families registered for eBill on first use (PUT ebill/registerEbillUser), by demo scope: subscriberKey set. */
  ebillRegistrations: Map<string, Set<string>>;
  isEbillRegistered(subscriberKey: string, seeded: boolean): boolean;
  registerEbill(subscriberKey: string): void;
  /** Primary care selections made with POST pcp/select, by demo scope (see pcp-selections.ts). */
  pcpChanges: PcpChanges;
  /** Mailing addresses saved with PUT account/address, by the family's subscriber key. */
  addresses: ScopedChanges<Address>;
  /** Direct plans set not to renew with POST plan-management/cancellation, by the family's subscriber key. */
  planCancellations: ScopedChanges<NonNullable<PlanManagement['directPlanCancellationStatus']>>;
  /**
   * Who is signed in and which sessions are revoked (logout, password change). A reset leaves it: a revoked token
   * stays refused until it expires, and a session is not ended by another test's reset.
   */
  sessions: SessionRegistry;
  reset(): void;
}

const MAX_TRACKED_USERNAMES = 10_000;

/** Reset clears the unscoped entries, whose keys start with loginKey('', UNSCOPED). */
const loginKey = (username: string, scope = currentDemoScope()) => `${scope}\u0000${username}`;

export function createState(now: () => Date): ReferenceState {
  const savedInScope = (): OnboardingAnswers | undefined => state.onboardingAnswers.get(currentDemoScope());
  const answersInScope = (): OnboardingAnswers => {
    const answers = savedInScope() ?? { preferences: new Map(), registrationPolicies: new Map() };
    state.onboardingAnswers.set(currentDemoScope(), answers);
    return answers;
  };
  const state: ReferenceState = {
    failedLogins: new Map(),
    failedLoginCount: (username) => state.failedLogins.get(loginKey(username)) ?? 0,
    recordFailedLogin(username, count) {
      const key = loginKey(username);
      // Unknown usernames are counted too; keep the map bounded against a flood of made-up names.
      if (!state.failedLogins.has(key) && state.failedLogins.size >= MAX_TRACKED_USERNAMES) {
        const oldest = state.failedLogins.keys().next().value;
        if (oldest !== undefined) state.failedLogins.delete(oldest);
      }
      state.failedLogins.set(key, count);
    },
    clearFailedLogins: (username) => void state.failedLogins.delete(loginKey(username)),
    onboardingAnswers: new Map(),
    preferencesOf: (account) => savedInScope()?.preferences.get(account.username) ?? account.preferences,
    registrationPoliciesOf: (account) => savedInScope()?.registrationPolicies.get(account.username) ?? account.registrationPolicies,
    savePreferences: (account, preferences) => void answersInScope().preferences.set(account.username, preferences),
    saveRegistrationPolicies: (account, policies) => void answersInScope().registrationPolicies.set(account.username, policies),
    accountChanges: new Map(),
    ebillRegistrations: new Map(),
    isEbillRegistered: (subscriberKey, seeded) =>
      seeded || (state.ebillRegistrations.get(currentDemoScope())?.has(subscriberKey) ?? false),
    registerEbill(subscriberKey) {
      const scope = currentDemoScope();
      const registered = state.ebillRegistrations.get(scope) ?? new Set<string>();
      registered.add(subscriberKey);
      state.ebillRegistrations.set(scope, registered);
    },
    pcpChanges: new Map(),
    addresses: new ScopedChanges(),
    planCancellations: new ScopedChanges(),
    sessions: createSessionRegistry(now),
    reset() {
      // A scope's lockout belongs to one running browser test, like its faults and account changes.
      for (const key of [...state.failedLogins.keys()]) if (key.startsWith(loginKey('', UNSCOPED))) state.failedLogins.delete(key);
      state.onboardingAnswers.delete(UNSCOPED);
      // Like scoped faults, a scope's account changes belong to one running browser test.
      state.accountChanges.delete(UNSCOPED);
      state.ebillRegistrations.delete(UNSCOPED);
      state.pcpChanges.delete(UNSCOPED);
      state.addresses.resetUnscoped();
      state.planCancellations.resetUnscoped();
    },
  };
  return state;
}
