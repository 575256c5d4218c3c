import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './sessions';

const request = (origin: string | undefined, protocol: 'http' | 'https', host = 'main.localhost:4173') => ({
  headers: origin === undefined ? {} : { origin },
  host,
  protocol,
});

describe('isSameOrigin', () => {
  it('compares the whole origin: scheme and host', () => {
    expect(isSameOrigin(request('http://main.localhost:4173', 'http'))).toBe(true);
    expect(isSameOrigin(request('https://main.localhost:4173', 'http'))).toBe(false);
    expect(isSameOrigin(request('https://main.localhost:4173', 'https'))).toBe(true);
    expect(isSameOrigin(request('http://main.localhost:4173', 'https'))).toBe(false);
  });

  it('refuses another host or port, no Origin, an opaque one, and other schemes', () => {
    expect(isSameOrigin(request('http://partner.localhost:4173', 'http'))).toBe(false);
    expect(isSameOrigin(request('http://main.localhost:4174', 'http'))).toBe(false);
    expect(isSameOrigin(request(undefined, 'http'))).toBe(false);
    expect(isSameOrigin(request('null', 'http'))).toBe(false);
    expect(isSameOrigin(request('ftp://main.localhost:4173', 'http'))).toBe(false);
  });
});
