import type { FromSchema } from 'json-schema-to-ts';
import type { outboxMessageSchema } from '../../schemas/api/account-forms';
import { currentDemoScope } from '../shared/demo-scope';
import type { Account } from './personas/types';

/** What the account forms change, per demo scope (see demo-scope.ts). */
export interface AccountChanges {
  /** Logins created by registration or changed by a password change or reset, by username. */
  accounts: Map<string, Account>;
  /** username → the chosen questions and a hash of each answer. */
  securityAnswers: Map<string, { questionId: number; answerHash: string }[]>;
  /** username → the outstanding password reset code. */
  resetCodes: Map<string, ResetCode>;
  /** The e-mails the gateway would have sent (demo mode reads them at GET __demo/outbox). */
  outbox: OutboxMessage[];
}

export interface ResetCode {
  code: string;
  expiresAt: number;
  attemptsLeft: number;
}

export type OutboxMessage = FromSchema<typeof outboxMessageSchema>;

const MAX_SCOPES = 1_000;
const MAX_OUTBOX = 200;

/** The changes of the current request's demo scope, created on first use. */
export function changesOf(byScope: Map<string, AccountChanges>, scope = currentDemoScope()): AccountChanges {
  let changes = byScope.get(scope);
  if (!changes) {
    // Each browser test has its own scope; keep the map bounded over a long run.
    if (byScope.size >= MAX_SCOPES) byScope.delete(byScope.keys().next().value as string);
    changes = { accounts: new Map(), securityAnswers: new Map(), resetCodes: new Map(), outbox: [] };
    byScope.set(scope, changes);
  }
  return changes;
}

export function sendDemoEmail(changes: AccountChanges, message: OutboxMessage): void {
  changes.outbox.push(message);
  if (changes.outbox.length > MAX_OUTBOX) changes.outbox.shift();
}
