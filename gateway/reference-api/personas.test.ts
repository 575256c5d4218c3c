import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountResponseSchema, familyEligibilityResponseSchema } from '../../schemas/api/account';
import { booleanResponseSchema, pcpEligibilityResponseSchema } from '../../schemas/api/flags';
import { groupsResponseSchema } from '../../schemas/api/groups';
import { programsResponseSchema } from '../../schemas/api/programs';
import { ageOn, categoryStatus } from '../../src/member/eligibility';
import { verifyPassword } from '../shared/passwords';
import type { Member } from './personas/types';
import { accounts, createHarness, PASSWORD, type Harness } from '../testing/gateway-harness';
import { createAjv } from '../shared/validation';

const ajv = createAjv();
const schemas = {
  '/api/account': accountResponseSchema,
  '/api/eligibility/family': familyEligibilityResponseSchema,
  '/api/groups': groupsResponseSchema,
  '/api/programs': programsResponseSchema,
  '/api/pcp/eligibility': pcpEligibilityResponseSchema,
  '/api/ebill/hasEbill': booleanResponseSchema,
  '/api/ebill/ebillRegistered': booleanResponseSchema,
  '/api/ebill/showEbillAlert': booleanResponseSchema,
  '/api/referrals/hasReferrals': booleanResponseSchema,
  '/api/medicare-materials/eligibility': booleanResponseSchema,
} as const;

const personaNames = [
  'subscriber', 'minordep', 'adultdep', 'termed', 'future', 'multigroup', 'noemail', 'newuser', 'lockme', 'group4760',
  'group2805', 'local598', 'salesforce', 'cancelled', 'medicare', 'staffany', 'partner', 'partnerdep', 'staffnonemp', 'hospital',
];

let h: Harness;
const answers = new Map<string, Record<string, unknown>>();
const today = '2025-06-15';

beforeAll(async () => {
  h = await createHarness();
  for (const username of personaNames) {
    const token = await h.login(username);
    // Onboarding personas hold a temporary token: the flag calls need a full one, so read those with the
    // temporary claim only where it is accepted.
    const temporary = decodeJwt(token).temporary === true;
    const answer: Record<string, unknown> = {};
    for (const path of Object.keys(schemas)) {
      const response = await h.get(path, token);
      answer[path] = temporary && response.statusCode === 401 ? 'temporary' : response.json();
      if (answer[path] !== 'temporary') expect(response.statusCode, `${username} ${path}`).toBe(200);
    }
    answers.set(username, answer);
  }
}, 60_000);
afterAll(() => h.close());

const get = <T>(username: string, path: keyof typeof schemas) => answers.get(username)?.[path] as T;
const account = (username: string) =>
  get<{ username: string; accountStatus: string; email: string | null; member: Member; members: Member[]; family: Record<string, unknown> }>(username, '/api/account');

describe('every persona of PERSONAS.md', () => {
  it('is seeded (more may be added, none dropped)', () => {
    expect(accounts.map((a) => a.username)).toEqual(expect.arrayContaining(personaNames));
  });

  it.each(personaNames)('%s: every answer matches its response schema', (username) => {
    for (const [path, schema] of Object.entries(schemas)) {
      const answer = get(username, path as keyof typeof schemas);
      if (answer === 'temporary') continue;
      const validate = ajv.compile(schema);
      expect(validate(answer), `${username} ${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('stores passwords only as salted scrypt hashes', async () => {
    expect(JSON.stringify(accounts)).not.toContain(PASSWORD);
    expect(accounts.every((a) => a.passwordHash.startsWith('scrypt$'))).toBe(true);
    const salts = new Set(accounts.map((a) => a.passwordHash.split('$')[4]));
    expect(salts.size).toBe(accounts.length);
    expect(await verifyPassword(PASSWORD, accounts[0]!.passwordHash)).toBe(true);
    expect(await verifyPassword('dashboard1!', accounts[0]!.passwordHash)).toBe(false);
  });
});

describe('the Rivera family', () => {
  it('shows the subscriber the whole family of four', () => {
    const { member, members } = account('subscriber');
    expect(member.memberSuffix).toBe(0);
    expect(members.map((m) => [m.memberSuffix, m.relationshipDescription])).toEqual([[0, 'Self'], [1, 'Spouse'], [2, 'Child'], [3, 'Child']]);
    expect(ageOn(members[2]!.dateOfBirth, today)).toBe(17);
    expect(ageOn(members[3]!.dateOfBirth, today)).toBe(20);
  });

  it.each([['minordep', 2, 17], ['adultdep', 3, 20]])('shows %s (suffix %i, aged %i) only themself', (username, suffix, age) => {
    const { member, members, family } = account(username);
    expect(member.memberSuffix).toBe(suffix);
    expect(ageOn(member.dateOfBirth, today)).toBe(age);
    expect(members).toEqual([member]);
    expect(family.subscriberKey).toBe('700100');
    const eligibility = get<{ memberKey: string }[]>(username, '/api/eligibility/family');
    expect(new Set(eligibility.map((e) => e.memberKey))).toEqual(new Set([member.memberKey]));
    expect(get<{ members: unknown[] }>(username, '/api/pcp/eligibility').members).toEqual([{ memberKey: member.memberKey }]);
  });

  it('has all four categories active, two years of history, PCP eligibility and eBill', () => {
    const { member } = account('subscriber');
    for (const category of ['medical', 'dental', 'vision', 'pharmacy'] as const) {
      expect(categoryStatus(member.eligibility[category], today)).toBe('active');
      expect(member.eligibility[category].map((e) => e.effectiveDate)).toEqual(['2023-06-01', '2024-06-01']);
    }
    expect(get<{ eligible: boolean; members: unknown[] }>('subscriber', '/api/pcp/eligibility')).toEqual({
      eligible: true, members: [{ memberKey: '700100' }, { memberKey: '700101' }, { memberKey: '700102' }, { memberKey: '700103' }],
    });
    expect(get('subscriber', '/api/ebill/hasEbill')).toBe(true);
    expect(get('subscriber', '/api/ebill/ebillRegistered')).toBe(true);
    expect(get('subscriber', '/api/ebill/showEbillAlert')).toBe(true);
    expect(get('subscriber', '/api/referrals/hasReferrals')).toBe(true);
    expect(get('subscriber', '/api/medicare-materials/eligibility')).toBe(false);
  });

  it('has the programs the spec names, more than 6 of them high priority', () => {
    const { programs } = get<{ programs: { id: number; highPriority: boolean }[] }>('subscriber', '/api/programs');
    expect(programs.map((p) => p.id)).toEqual(expect.arrayContaining([1, 8, 13, 33, 37, 93]));
    expect(programs.filter((p) => p.highPriority).length).toBeGreaterThan(6);
  });
});

describe('the other personas', () => {
  const statuses = (username: string) => {
    const { member } = account(username);
    return (['medical', 'dental', 'vision', 'pharmacy'] as const).map((c) => categoryStatus(member.eligibility[c], today));
  };

  it('termed: everything termed last year, no eBill, inactive group', () => {
    expect(statuses('termed')).toEqual(['termed', 'termed', 'termed', 'termed']);
    expect(account('termed').member.eligibility.medical[0]?.terminationDate).toBe('2024-12-31');
    expect(get('termed', '/api/ebill/hasEbill')).toBe(false);
    expect(get<{ inactive: boolean }[]>('termed', '/api/groups')[0]?.inactive).toBe(true);
  });

  it('future: everything starts next month', () => {
    expect(statuses('future')).toEqual(['future', 'future', 'future', 'future']);
    expect(account('future').member.eligibility.medical[0]?.effectiveDate).toBe('2025-07-01');
  });

  it('multigroup: two groups, one a 360 group', () => {
    const groups = get<{ groupId: string; moda360: boolean; memberKey: string }[]>('multigroup', '/api/groups');
    expect(groups.map((g) => [g.groupId, g.moda360])).toEqual([['10005360', true], ['10001450', false]]);
    expect(new Set(groups.map((g) => g.memberKey)).size).toBe(2);
  });

  it('account states: noemail has no email, newuser is INI', () => {
    expect(account('noemail').email).toBeNull();
    expect(account('newuser').accountStatus).toBe('INI');
    expect(account('subscriber').accountStatus).toBe('ACT');
  });

  it.each([['group4760', '10004760', null], ['group2805', '10002805', null], ['medicare', '10007500', '100000075']])(
    '%s is on group %s (parent %s)', (username, groupId, parentGroupId) => {
      expect(account(username).family).toMatchObject({ groupId, parentGroupId });
    },
  );

  it('medicare: Medicare materials available', () => {
    expect(get('medicare', '/api/medicare-materials/eligibility')).toBe(true);
    expect(account('medicare').family.coverageType).toBe('Medicare Advantage');
  });

  it('partner plan: dental only, and never eBill although the family is billed', () => {
    for (const path of ['/api/ebill/hasEbill', '/api/ebill/ebillRegistered', '/api/ebill/showEbillAlert'] as const) {
      expect(get('partnerdep', path)).toBe(false);
    }
    expect(statuses('partnerdep')).toEqual(['ineligible', 'active', 'ineligible', 'ineligible']);
    expect(account('partnerdep').member.memberSuffix).toBe(1);
    const { programs } = get<{ programs: { id: number }[] }>('partner', '/api/programs');
    expect(programs.map((p) => p.id)).toEqual(expect.arrayContaining([27, 33, 92, 93]));
  });
});
