import { changesOf, type AccountChanges } from './account-forms-state';
import type { Seed } from './personas/seed';
import type { Account } from './personas/types';

/**
 * The logins as every call sees them: those created or changed by the account forms in the current demo scope
 * over the seeded ones. The seed stays read-only; the changes live in the gateway state.
 */
class AccountDirectory implements ReadonlyMap<string, Account> {
  constructor(
    private readonly seeded: ReadonlyMap<string, Account>,
    private readonly changed: () => ReadonlyMap<string, Account>,
  ) {}

  get(username: string): Account | undefined {
    return this.changed().get(username) ?? this.seeded.get(username);
  }

  has(username: string): boolean {
    return this.get(username) !== undefined;
  }

  private merged(): Map<string, Account> {
    return new Map([...this.seeded, ...this.changed()]);
  }

  get size(): number {
    return this.merged().size;
  }

  forEach(callback: (value: Account, key: string, map: ReadonlyMap<string, Account>) => void, thisArg?: unknown): void {
    this.merged().forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  entries() {
    return this.merged().entries();
  }

  keys() {
    return this.merged().keys();
  }

  values() {
    return this.merged().values();
  }

  [Symbol.iterator]() {
    return this.entries();
  }
}

/** The seed, with its accounts read through the account forms' changes. */
export function withAccountChanges(seed: Seed, state: { accountChanges: Map<string, AccountChanges> }): Seed {
  return { ...seed, accounts: new AccountDirectory(seed.accounts, () => changesOf(state.accountChanges).accounts) };
}
