import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_ID_COPIED_MS, welcomeIdentity } from './rules';

describe('welcome banner rules', () => {
  it('greets by first name with the subscriber ID', () => {
    expect(welcomeIdentity({ member: { firstName: ' Alex ' }, family: { subscriberId: '900000001' } })).toEqual({
      firstName: 'Alex',
      subscriberId: '900000001',
    });
  });
  it('shows the copy confirmation for 5000 ms (spec §2)', () => {
    expect(SUBSCRIBER_ID_COPIED_MS).toBe(5000);
  });
});
