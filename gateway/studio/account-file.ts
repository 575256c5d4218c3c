import { readFileSync } from 'node:fs';
import { createAjv } from '../shared/validation';
import { studioAccountsOf, studioRoles, type StudioAccount, type StudioAccounts } from './accounts';

/*
 * A deployment's studio accounts (STUDIO_ACCOUNTS_FILE): a JSON array of { username, role, brandRoles?, passwordHash },
 * each hash from `npx tsx gateway/scripts/hash-password.ts '<password>'`. Read once at start; a file that does not
 * read or match is refused with what is wrong, and the gateway does not start.
 */

const role = { type: 'string', enum: studioRoles } as const;

export const studioAccountFileSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 1000,
  items: {
    type: 'object',
    properties: {
      username: { type: 'string', pattern: '^[a-z0-9._@-]{1,64}$' },
      role,
      brandRoles: { type: 'object', propertyNames: { pattern: '^[a-z][a-z0-9-]{0,39}$' }, additionalProperties: role },
      passwordHash: { type: 'string', pattern: '^scrypt\\$\\d+\\$\\d+\\$\\d+\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$' },
    },
    required: ['username', 'role', 'passwordHash'],
    additionalProperties: false,
  },
} as const;

export type StudioAccountFileResult = { ok: true; accounts: StudioAccounts } | { ok: false; problems: string[] };

const validate = createAjv().compile<StudioAccount[]>(studioAccountFileSchema);

/** The accounts a file's text lists, or what is wrong with it (never a password hash in the message). */
export function parseStudioAccounts(text: string, source: string): StudioAccountFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: [`${source} is not JSON.`] };
  }
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((e) => `${source}${e.instancePath || ''}: ${e.message ?? 'is not valid'}.`);
    return { ok: false, problems: [...problems, `Each account is { "username", "role" (${studioRoles.join(', ')}), "brandRoles"?, "passwordHash" }.`] };
  }
  const names = data.map((account) => account.username);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) return { ok: false, problems: [`${source} lists ${[...new Set(twice)].join(', ')} more than once.`] };
  return { ok: true, accounts: studioAccountsOf(data) };
}

export function readStudioAccounts(path: string): StudioAccountFileResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { ok: false, problems: [`STUDIO_ACCOUNTS_FILE ${path} cannot be read.`] };
  }
  return parseStudioAccounts(text, path);
}
