import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { memberCallPaths } from '../api/member-call-paths';
import { firstRoundCallPaths, seedFirstRound } from './first-round-calls';
import { memberKeys } from './queries';

describe('the first round of member calls', () => {
  it('is every member call, the eBill ones only where the brand offers eBill', () => {
    expect(firstRoundCallPaths({ eBillOffered: true }).sort()).toEqual(Object.values(memberCallPaths).sort());
    expect(firstRoundCallPaths({ eBillOffered: false })).not.toContain(memberCallPaths.hasEbill);
    expect(firstRoundCallPaths({ eBillOffered: false })).toHaveLength(Object.values(memberCallPaths).length - 3);
  });

  it('seeds the query cache with the answers it has, and nothing for the others', () => {
    const queryClient = createQueryClient(() => undefined);
    seedFirstRound(queryClient, { groups: [{ groupId: 1 }], 'pcp/eligibility': { eligible: true } });
    expect(queryClient.getQueryData(memberKeys.groups)).toEqual([{ groupId: 1 }]);
    expect(queryClient.getQueryData(memberKeys.pcpEligibility)).toEqual({ eligible: true });
    expect(queryClient.getQueryData(memberKeys.account)).toBeUndefined();
  });
});
