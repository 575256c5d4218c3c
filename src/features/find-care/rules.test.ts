import { describe, expect, it } from 'vitest';
import { memberPrimaryCarePath, primaryCareRows, primaryCareSearchPath, type PcpMemberFields } from './rules';

const member = (over: Partial<PcpMemberFields>): PcpMemberFields => ({
  memberKey: 'MK-0',
  memberSuffix: 0,
  firstName: 'Dana',
  lastName: 'Rivera',
  eligible: true,
  currentPcp: null,
  ...over,
});

describe('primary care paths (spec §2)', () => {
  it('links a member to /find-care/primary-care/{suffix} and its search', () => {
    expect(memberPrimaryCarePath(2)).toBe('/find-care/primary-care/2');
    expect(primaryCareSearchPath(0)).toBe('/find-care/primary-care/0/search');
  });
});

describe('primaryCareRows (spec §2 "Primary care tile")', () => {
  it('lists members with a selection by provider and eligible members without one to select, in suffix order', () => {
    const rows = primaryCareRows([
      member({ memberKey: 'MK-1', memberSuffix: 1, firstName: 'Chris' }),
      member({ memberKey: 'MK-0', currentPcp: { providerName: 'Maya Okafor, MD', providerTitle: 'Family medicine' } }),
    ]);
    expect(rows).toEqual([
      { kind: 'selected', memberKey: 'MK-0', suffix: 0, name: 'Dana Rivera', providerName: 'Maya Okafor, MD', providerTitle: 'Family medicine', path: '/find-care/primary-care/0' },
      { kind: 'needsSelection', memberKey: 'MK-1', suffix: 1, name: 'Chris Rivera', path: '/find-care/primary-care/1/search' },
    ]);
  });

  it('leaves out members who may not select and have no selection', () => {
    expect(primaryCareRows([member({ eligible: false })])).toEqual([]);
  });

  it('still shows the provider of a member with a selection who is no longer eligible', () => {
    const [row] = primaryCareRows([member({ eligible: false, currentPcp: { providerName: 'Helen Ward, DO', providerTitle: 'Internal medicine' } })]);
    expect(row).toMatchObject({ kind: 'selected', providerName: 'Helen Ward, DO' });
  });

  it('names a member by first and last name, trimmed', () => {
    expect(primaryCareRows([member({ firstName: ' Sam ', lastName: 'Rivera ' })])[0]?.name).toBe('Sam Rivera');
  });
});
