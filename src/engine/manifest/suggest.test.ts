import { describe, expect, it } from 'vitest';
import { closestMatch, levenshtein } from './suggest';

describe('levenshtein', () => {
  it.each([
    ['', '', 0],
    ['kitten', 'sitting', 3],
    ['colour', 'colors', 2],
    ['recentClaim', 'recentClaims', 1],
    ['abc', '', 3],
  ])('%s → %s is %i', (a, b, d) => expect(levenshtein(a, b)).toBe(d));
});

describe('closestMatch', () => {
  it('suggests a near typo', () => {
    expect(closestMatch('recentClaim', ['welcomeBanner', 'recentClaims'])).toBe('recentClaims');
    expect(closestMatch('member.isSubscribr', ['member.isAdult', 'member.isSubscriber'])).toBe('member.isSubscriber');
    expect(closestMatch('colour', ['colors', 'fonts', 'logo', 'radii'])).toBe('colors');
  });

  it('matches other letter case and a dotted name by its last part', () => {
    expect(closestMatch('WelcomeBanner', ['welcomeBanner'])).toBe('welcomeBanner');
    expect(closestMatch('isSubscriber', ['member.isAdult', 'member.isSubscriber'])).toBe('member.isSubscriber');
  });

  it('suggests nothing when nothing is close', () => {
    expect(closestMatch('banana', ['welcomeBanner', 'recentClaims'])).toBeUndefined();
    expect(closestMatch('or', ['all'])).toBeUndefined();
    expect(closestMatch('x', [])).toBeUndefined();
  });

  it('prefers the nearest candidate', () => {
    expect(closestMatch('homee', ['home', 'homes2'])).toBe('home');
  });

  it('answers at once for a very long value (nothing is close to it)', () => {
    const started = performance.now();
    const candidates = Array.from({ length: 50 }, (_, i) => `widgetName${i}`);
    expect(closestMatch('x'.repeat(200_000), candidates)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
