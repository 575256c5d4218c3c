/*
 * The studio's accounts: people who work on the brands, not members. The demo's (../shared/PERSONAS.md "Studio
 * accounts", every password `Dashboard1!`) unless STUDIO_ACCOUNTS_FILE names a deployment's own (account-file.ts,
 * required in production). Passwords are stored only as salted scrypt hashes (gateway/scripts/hash-password.ts). A
 * studio account never signs in as a member, and a member's login never opens the studio.
 */

export const studioRoles = ['viewer', 'editor', 'publisher'] as const;
export type StudioRole = (typeof studioRoles)[number];

export interface StudioAccount {
  username: string;
  passwordHash: string;
  /** The role on every brand, unless `brandRoles` names the brand. */
  role: StudioRole;
  brandRoles?: Readonly<Record<string, StudioRole>>;
}

const accounts: readonly StudioAccount[] = [
  { username: 'viewer', role: 'viewer', passwordHash: 'scrypt$16384$8$1$yPeWTtoT/ecoKniJNzfk3w==$3x7qaa6uXbAkmjLrNf0zOOkSvZZiDEGnruNYrBQfVj0=' },
  { username: 'editor', role: 'editor', passwordHash: 'scrypt$16384$8$1$uWtqRRZnwUjBfN8hyTt0+A==$0SrVr3etUacyFwytOSOh62+9MUXqkdW7UOuKBcineIA=' },
  { username: 'publisher', role: 'publisher', passwordHash: 'scrypt$16384$8$1$ma4iJSVjiVdWJqnNAy1kMA==$T6tMExS46pTbc1ecuj9UCWA3ydK+qg++IO083Jb0Afw=' },
  // Editor of the partner brand only; reads (previews) every other brand.
  {
    username: 'partnereditor',
    role: 'viewer',
    brandRoles: { partner: 'editor' },
    passwordHash: 'scrypt$16384$8$1$+HmJG+uhw8b0xDdjQtLMpQ==$fG7taQ6pZZifKCt7cUIJ1B5C4pO0dvYwKBfW9VWCrYI=',
  },
];

/** The studio's accounts by username (lower case). */
export type StudioAccounts = ReadonlyMap<string, StudioAccount>;

export const studioAccountsOf = (list: readonly StudioAccount[]): StudioAccounts => new Map(list.map((account) => [account.username.toLowerCase(), account]));

/** The demo's studio accounts. */
export const demoStudioAccounts: StudioAccounts = studioAccountsOf(accounts);

/** The account's role on a brand. */
export function roleOn(account: StudioAccount, brandId: string): StudioRole {
  return account.brandRoles && Object.hasOwn(account.brandRoles, brandId) ? (account.brandRoles[brandId] as StudioRole) : account.role;
}

const rank: Record<StudioRole, number> = { viewer: 0, editor: 1, publisher: 2 };

/** Whether a role includes another (a publisher may do what an editor may, an editor what a viewer may). */
export const roleIncludes = (held: StudioRole, needed: StudioRole): boolean => rank[held] >= rank[needed];
