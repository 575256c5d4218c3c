import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { firstRoundCallPaths, seedFirstRound } from './first-round-calls';
import { memberKeys } from './queries';

describe('the first round of member calls', () => {
  it('is the account and every fact call, the eBill ones only where the brand offers eBill', () => {
    const all = firstRoundCallPaths({ eBillOffered: true });
    expect(all).toHaveLength(11);
    expect(all).toContain('account');
    expect(all).toContain('ebill/hasEbill');
    const withoutEbill = firstRoundCallPaths({ eBillOffered: false });
    expect(withoutEbill).not.toContain('ebill/hasEbill');
    expect(withoutEbill).toHaveLength(8);
  });

  it('seeds the query cache with the answers it has, and nothing for the others', () => {
    const queryClient = createQueryClient(() => undefined);
    seedFirstRound(queryClient, { groups: [{ groupId: 1 }], 'pcp/eligibility': { eligible: true } });
    expect(queryClient.getQueryData(memberKeys.groups)).toEqual([{ groupId: 1 }]);
    expect(queryClient.getQueryData(memberKeys.pcpEligibility)).toEqual({ eligible: true });
    expect(queryClient.getQueryData(memberKeys.account)).toBeUndefined();
  });
});
