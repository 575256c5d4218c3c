import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './sign-in-throttle';

const MINUTE = 60 * 1000;

function throttleAt(options: { maxEntries?: number } = {}) {
  const clock = { now: 0 };
  return { clock, throttle: createSignInThrottle({ now: () => clock.now, ...options }) };
}

describe('the studio sign-in throttle', () => {
  it('five failures from one client stop that client at that username for 15 minutes, and no one else', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.failed('10.0.0.1', 'publisher');
    expect(throttle.waitFor('10.0.0.1', 'publisher')).toBe(0);
    throttle.failed('10.0.0.1', 'publisher');
    expect(throttle.waitFor('10.0.0.1', 'publisher')).toBe(15 * MINUTE);
    // The publisher elsewhere, and this client at another username, go on.
    expect(throttle.waitFor('10.0.0.2', 'publisher')).toBe(0);
    expect(throttle.waitFor('10.0.0.1', 'editor')).toBe(0);
    clock.now += 10 * MINUTE;
    expect(throttle.waitFor('10.0.0.1', 'publisher')).toBe(5 * MINUTE);
    clock.now += 5 * MINUTE;
    expect(throttle.waitFor('10.0.0.1', 'publisher')).toBe(0);
  });

  it('failures older than the window start the count again', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.failed('10.0.0.1', 'viewer');
    clock.now += 16 * MINUTE;
    throttle.failed('10.0.0.1', 'viewer');
    expect(throttle.waitFor('10.0.0.1', 'viewer')).toBe(0);
  });

  it('a client spraying usernames is stopped as a client, at every username', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 20; i++) throttle.failed('10.0.0.9', `user${i}`);
    expect(throttle.waitFor('10.0.0.9', 'publisher')).toBe(15 * MINUTE);
    expect(throttle.waitFor('10.0.0.8', 'publisher')).toBe(0);
  });

  it("a right password clears that client's count at that username", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.failed('10.0.0.1', 'editor');
    throttle.succeeded('10.0.0.1', 'editor');
    for (let i = 0; i < 4; i++) throttle.failed('10.0.0.1', 'editor');
    expect(throttle.waitFor('10.0.0.1', 'editor')).toBe(0);
  });

  it('100,000 random usernames (from random clients) keep it under its cap', () => {
    const { throttle } = throttleAt({ maxEntries: 1000 });
    for (let i = 0; i < 100_000; i++) throttle.failed(`10.${i % 256}.${(i >> 8) % 256}.${i >> 16}`, randomBytes(8).toString('hex'));
    expect(throttle.size()).toBeLessThanOrEqual(2000);
  });

  it('keeps its default cap of 10,000 per map for 100,000 random usernames from one client', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 100_000; i++) throttle.failed('10.0.0.1', randomBytes(8).toString('hex'));
    expect(throttle.size()).toBeLessThanOrEqual(10_001);
    expect(throttle.waitFor('10.0.0.1', 'publisher')).toBeGreaterThan(0);
  });
});
