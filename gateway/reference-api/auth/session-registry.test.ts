import { describe, expect, it } from 'vitest';
import { createSessionRegistry } from './session-registry';
import { TOKEN_LIFETIME_SECONDS } from './session-registry';

const LIFETIME_MS = TOKEN_LIFETIME_SECONDS * 1000;

function registryAt(start: number) {
  const clock = { now: start };
  const registry = createSessionRegistry(() => new Date(clock.now));
  const sign = (sid: string, sub = 'subscriber') =>
    registry.signed({ sid, sub, exp: Math.floor(clock.now / 1000) + TOKEN_LIFETIME_SECONDS });
  return { registry, clock, sign };
}

describe('session registry', () => {
  it('revokes one session, or a username\'s sessions but the one kept', () => {
    const { registry, sign } = registryAt(Date.UTC(2025, 5, 15));
    ['a', 'b', 'c'].forEach((sid) => sign(sid));
    sign('d', 'adultdep');
    registry.revoke('a');
    expect(['a', 'b', 'c', 'd'].map(registry.isRevoked)).toEqual([true, false, false, false]);
    registry.revokeSessionsOf('subscriber', 'c');
    expect(['a', 'b', 'c', 'd'].map(registry.isRevoked)).toEqual([true, true, false, false]);
  });

  it('stays bounded: a revocation is dropped once every token of its session has expired', () => {
    const { registry, clock, sign } = registryAt(Date.UTC(2025, 5, 15));
    for (let i = 0; i < 1000; i += 1) {
      sign(`s${i}`);
      registry.revoke(`s${i}`);
    }
    expect(registry.size()).toEqual({ live: 0, revoked: 1000 });
    clock.now += LIFETIME_MS - 1;
    sign('late');
    registry.revoke('late');
    expect(registry.size().revoked).toBe(1001);

    clock.now += 1;
    sign('later');
    registry.revoke('later');
    expect(registry.size()).toEqual({ live: 0, revoked: 2 });
    expect(registry.isRevoked('s0')).toBe(false);
    expect(registry.isRevoked('late')).toBe(true);
  });

  it('forgets a live session once its newest token has expired; signing again keeps it', () => {
    const { registry, clock, sign } = registryAt(Date.UTC(2025, 5, 15));
    sign('kept');
    sign('left');
    clock.now += LIFETIME_MS / 2;
    sign('kept');
    clock.now += LIFETIME_MS / 2;
    sign('new');
    expect(registry.size().live).toBe(2);
    registry.revokeSessionsOf('subscriber');
    expect(registry.isRevoked('kept')).toBe(true);
  });

  it('notes when each session was last active: signing, a call, a demo backdating; a session not seen yet from its first call', () => {
    const { registry, clock, sign } = registryAt(Date.UTC(2025, 5, 15));
    sign('a');
    clock.now += 5000;
    expect(registry.idleFor('a')).toBe(5000);
    registry.noteActivity({ sid: 'a', sub: 'subscriber', exp: Math.floor(clock.now / 1000) + 60 });
    expect(registry.idleFor('a')).toBe(0);
    registry.backdate('a', 16 * 60_000);
    expect(registry.idleFor('a')).toBe(16 * 60_000);

    // A token signed before a restart (same secret): idle from its first call on, not forever young.
    expect(registry.idleFor('restarted')).toBe(0);
    registry.noteActivity({ sid: 'restarted', sub: 'subscriber', exp: Math.floor(clock.now / 1000) + 60 });
    clock.now += 1000;
    expect(registry.idleFor('restarted')).toBe(1000);

    // A revoked session is not brought back by a late call.
    registry.revoke('a');
    registry.noteActivity({ sid: 'a', sub: 'subscriber', exp: Math.floor(clock.now / 1000) + 60 });
    expect(registry.isRevoked('a')).toBe(true);
    expect(registry.size().live).toBe(1);
  });
});
