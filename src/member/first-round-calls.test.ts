import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { firstRoundCalls, seedFirstResponses } from './first-round-calls';
import { memberKeys } from './queries';

describe('the first round of member calls', () => {
  it('is the account and every fact call, the eBill ones only where the brand offers eBill', () => {
    const all = firstRoundCalls({ eBillOffered: true }).map((call) => call.path);
    expect(all).toHaveLength(11);
    expect(all).toContain('/account');
    expect(all).toContain('/ebill/hasEbill');
    const withoutEbill = firstRoundCalls({ eBillOffered: false }).map((call) => call.path);
    expect(withoutEbill).not.toContain('/ebill/hasEbill');
    expect(withoutEbill).toHaveLength(8);
  });

  it('seeds the query cache with the answers it has, by call name, and nothing for the others', () => {
    const queryClient = createQueryClient(() => undefined);
    const [groups, eligibility] = firstRoundCalls({ eBillOffered: false }).filter((call) => call.path === '/groups' || call.path === '/pcp/eligibility');
    seedFirstResponses(queryClient, { [groups!.name]: [{ groupId: 1 }], [eligibility!.name]: { eligible: true } });
    expect(queryClient.getQueryData(memberKeys.groups)).toEqual([{ groupId: 1 }]);
    expect(queryClient.getQueryData(memberKeys.pcpEligibility)).toEqual({ eligible: true });
    expect(queryClient.getQueryData(memberKeys.account)).toBeUndefined();
  });
});
