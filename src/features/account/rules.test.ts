import { describe, expect, it } from 'vitest';
import { accountFixture, memberFixture } from '../../member/member-context.fixture';
import { memberInformation } from './rules';

describe('memberInformation (spec §2 "Member information tile")', () => {
  it('gives full name, subscriber ID, group number and name, insurance type and networks', () => {
    const member = memberFixture({ firstName: 'Dana', lastName: 'Rivera', insuranceType: 'Individual PPO', networkNames: ['Summit Choice', 'Summit Dental'] });
    const { family } = accountFixture(member);
    expect(memberInformation(family, member)).toEqual({
      fullName: 'Dana Rivera',
      subscriberId: '900000001',
      groupNumber: '10000001',
      groupName: 'Example Employer',
      insuranceType: 'Individual PPO',
      networkNames: ['Summit Choice', 'Summit Dental'],
    });
  });

  it('leaves out the group name and insurance type when they are not present', () => {
    const member = memberFixture({ insuranceType: null });
    const { family } = accountFixture(member);
    const info = memberInformation({ ...family, groupName: '  ' }, { ...member, networkNames: [] });
    expect(info).toMatchObject({ groupName: null, insuranceType: null, networkNames: [] });
    expect(memberInformation({ ...family, groupName: null }, member).groupName).toBeNull();
  });
});
