/**
 * Unit-test stand-ins for the lead's member modules (session, facts, group summary), controllable per test.
 * Wire them with: vi.mock('<path>/member/session', async () => (await import('<path>/app/shell/test-member')).sessionModule)
 */
import { vi } from 'vitest';
import type { Facts } from '../../manifest/rule-types';
import { testFacts } from '../../ui/test-fixtures';
import type { GroupSummary } from './group-bar-model';

type MemberStatus = 'anonymous' | 'loading' | 'ready' | 'error';

export const member = {
  session: {
    isAuthenticated: true,
    role: 'member' as string | null,
    issuedByRole: null as string | null,
    temporary: false,
    claims: null,
    logout: vi.fn(async () => undefined),
  },
  status: 'ready' as MemberStatus,
  facts: testFacts() as Facts,
  groups: null as GroupSummary[] | null,
  /** The groups call failed; `retry` is what 'Try again' calls. */
  groupsFailed: null as { retry: () => void } | null,
};

/** Back to a signed-in subscriber with facts ready and one group. */
export function resetMember(): void {
  member.session = { isAuthenticated: true, role: 'member', issuedByRole: null, temporary: false, claims: null, logout: vi.fn(async () => undefined) };
  member.status = 'ready';
  member.facts = testFacts();
  member.groups = null;
  member.groupsFailed = null;
}

export function signOut(): void {
  member.session = { ...member.session, isAuthenticated: false, role: null, issuedByRole: null, temporary: false };
  member.status = 'anonymous';
}

export const refreshSession = vi.fn();

/** Module doubles for vi.mock. */
export const sessionModule = {
  useSession: () => member.session,
  refreshSession: () => refreshSession(),
};
export const memberFactsModule = {
  useMemberFacts: () =>
    member.status === 'ready'
      ? { status: 'ready', facts: member.facts, context: null, error: null }
      : { status: member.status, facts: null, context: null, error: null },
};
export const memberSummaryModule = {
  useMemberSummary: () =>
    member.groupsFailed ? { failed: true, retry: member.groupsFailed.retry, retrying: false } : member.groups ? { groups: member.groups } : null,
};
