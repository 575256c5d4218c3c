import { describe, expect, it } from 'vitest';
import { ebillAccountState, shouldRegister, type RegisteredRead } from './rules';

const notRegistered: RegisteredRead = { status: 'success', registered: false };
const registered: RegisteredRead = { status: 'success', registered: true };

describe('the eBill first visit (spec §4 "eBill: first visit registers the user")', () => {
  it('registers a member who is not yet registered, once', () => {
    expect(shouldRegister(notRegistered, 'idle')).toBe(true);
    expect(shouldRegister(notRegistered, 'pending')).toBe(false);
    expect(shouldRegister(notRegistered, 'success')).toBe(false);
    // A failed registration is the member's to retry, never a loop.
    expect(shouldRegister(notRegistered, 'error')).toBe(false);
  });

  it('never registers a registered member, nor before the registration state is known', () => {
    expect(shouldRegister(registered, 'idle')).toBe(false);
    expect(shouldRegister({ status: 'pending' }, 'idle')).toBe(false);
    expect(shouldRegister({ status: 'error' }, 'idle')).toBe(false);
  });

  it('shows the account set up just now after this visit registered the member, else the registration as read', () => {
    expect(ebillAccountState(notRegistered, 'idle')).toEqual({ kind: 'registering' });
    expect(ebillAccountState(notRegistered, 'pending')).toEqual({ kind: 'registering' });
    expect(ebillAccountState(registered, 'success')).toEqual({ kind: 'registered', justNow: true });
    expect(ebillAccountState(notRegistered, 'error')).toEqual({ kind: 'registrationFailed' });
    expect(ebillAccountState(registered, 'idle')).toEqual({ kind: 'registered', justNow: false });
    expect(ebillAccountState({ status: 'pending' }, 'idle')).toEqual({ kind: 'loading' });
    expect(ebillAccountState({ status: 'error' }, 'idle')).toEqual({ kind: 'readFailed' });
  });
});
