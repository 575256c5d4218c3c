/* Pure spec rules of the eBill page (spec §4 "eBill: first visit registers the user; a first-time flag is added when
 * not yet registered"). */

/** Where a registration call stands (react-query's mutation status). */
export type RegistrationStatus = 'idle' | 'pending' | 'success' | 'error';

/** Where the registration state read stands: not in yet, failed, or the answer. */
export type RegisteredRead = { status: 'pending' } | { status: 'error' } | { status: 'success'; registered: boolean };

export type EbillAccountState =
  | { kind: 'loading' }
  | { kind: 'readFailed' }
  | { kind: 'registering' }
  | { kind: 'registrationFailed' }
  | { kind: 'registered'; justNow: boolean };

/** Spec §4: the first visit registers a member who is not yet registered, once (never again after a failure). */
export function shouldRegister(read: RegisteredRead, registration: RegistrationStatus): boolean {
  return read.status === 'success' && !read.registered && registration === 'idle';
}

/** What the page shows, from the registration read and this visit's registration call. */
export function ebillAccountState(read: RegisteredRead, registration: RegistrationStatus): EbillAccountState {
  if (registration === 'success') return { kind: 'registered', justNow: true };
  if (registration === 'error') return { kind: 'registrationFailed' };
  if (registration === 'pending') return { kind: 'registering' };
  if (read.status === 'pending') return { kind: 'loading' };
  if (read.status === 'error') return { kind: 'readFailed' };
  return read.registered ? { kind: 'registered', justNow: false } : { kind: 'registering' };
}
