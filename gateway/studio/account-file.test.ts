import { describe, expect, it } from 'vitest';
import { parseStudioAccounts } from './account-file';
import { demoStudioAccounts, roleOn } from './accounts';

const hash = demoStudioAccounts.get('viewer')!.passwordHash;
const parse = (value: unknown) => parseStudioAccounts(JSON.stringify(value), 'accounts.json');

describe('a deployment’s studio accounts file', () => {
  it('gives the accounts by lower-case username, with their roles per brand', () => {
    const result = parse([{ username: 'ana', role: 'viewer', brandRoles: { partner: 'publisher' }, passwordHash: hash }]);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const ana = result.accounts.get('ana')!;
    expect(roleOn(ana, 'partner')).toBe('publisher');
    expect(roleOn(ana, 'main')).toBe('viewer');
    expect(result.accounts.has('publisher')).toBe(false);
  });

  it.each([
    ['not JSON', '{', /accounts\.json is not JSON\./],
    ['not a list', '{}', /accounts\.json: must be array/],
    ['an empty list', '[]', /must NOT have fewer than 1 items/],
    ['an unknown role', JSON.stringify([{ username: 'ana', role: 'owner', passwordHash: hash }]), /\/0\/role: must be equal to one of the allowed values/],
    ['a plain password', JSON.stringify([{ username: 'ana', role: 'viewer', passwordHash: 'Dashboard1!' }]), /\/0\/passwordHash: must match pattern/],
    ['an extra field', JSON.stringify([{ username: 'ana', role: 'viewer', passwordHash: hash, password: 'x' }]), /must NOT have additional properties/],
    ['a brand role for no brand', JSON.stringify([{ username: 'ana', role: 'viewer', brandRoles: { 'Main Brand': 'editor' }, passwordHash: hash }]), /property name must be valid|must match pattern/],
    ['an upper-case name', JSON.stringify([{ username: 'Ana', role: 'viewer', passwordHash: hash }]), /\/0\/username: must match pattern/],
    ['a name twice', JSON.stringify([{ username: 'ana', role: 'viewer', passwordHash: hash }, { username: 'ana', role: 'editor', passwordHash: hash }]), /lists ana more than once/],
  ])('refuses %s, saying what is wrong and never echoing a hash or password', (_case, text, message) => {
    const result = parseStudioAccounts(text, 'accounts.json');
    expect(result.ok).toBe(false);
    const problems = result.ok ? '' : result.problems.join('\n');
    expect(problems).toMatch(message);
    expect(problems).not.toContain('Dashboard1!');
    expect(problems).not.toContain(hash);
  });
});
