import { describe, expect, it } from 'vitest';
import { isAppPath, isHttpsAddress } from './addresses';

// eslint-disable-next-line no-script-url -- a hostile address that must never be followed
const SCRIPT_ADDRESS = 'javascript:alert(1)';

describe('isAppPath', () => {
  it.each(['/home', '/', '/contact-us#dental', '/benefits/summary?asOfDate=2026-11-24'])('%s is a path of this app', (address) => {
    expect(isAppPath(address)).toBe(true);
  });
  it.each(['//evil.example', '/\\evil.example', '/home/../..', 'https://evil.example', SCRIPT_ADDRESS, '/\n/evil', ''])(
    '%j is not',
    (address) => expect(isAppPath(address)).toBe(false),
  );
});

describe('isHttpsAddress', () => {
  it('accepts a plain https address', () => expect(isHttpsAddress('https://ebill.example.com/sso')).toBe(true));
  it.each(['https://a@evil.example', 'https://good.example\\@evil.example', 'http://good.example', '//good.example', '/ebill/sso'])(
    '%j is not one',
    (address) => expect(isHttpsAddress(address)).toBe(false),
  );
});
