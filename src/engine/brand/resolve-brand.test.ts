import { describe, expect, it } from 'vitest';
import { hostName, resolveBrandId } from './resolve-brand';

const brands = [
  { id: 'regional', hosts: ['regional.localhost'] },
  { id: 'main', hosts: ['main.localhost', 'localhost', '127.0.0.1'] },
  { id: 'partner', hosts: ['partner.localhost'] },
];

describe('resolveBrandId', () => {
  it.each([
    ['partner.localhost:4173', 'partner'],
    ['Regional.LOCALHOST', 'regional'],
    ['localhost:4173', 'main'],
    ['127.0.0.1:4173', 'main'],
    ['main.localhost', 'main'],
  ])('%s → %s', (host, id) => expect(resolveBrandId(host, brands, 'main')).toBe(id));

  it('falls back to main for an unknown host, never a partial match', () => {
    expect(resolveBrandId('unknown.example', brands, 'main')).toBe('main');
    expect(resolveBrandId('partner.localhost.evil.example', brands, 'main')).toBe('main');
    expect(resolveBrandId('', brands, 'main')).toBe('main');
  });

  it('falls back to the first brand when there is no main', () => {
    expect(resolveBrandId('unknown.example', brands.filter((b) => b.id !== 'main'), 'main')).toBe('regional');
  });

  it('throws only when there are no brands', () => {
    expect(() => resolveBrandId('localhost', [], 'main')).toThrow(/no brands/);
  });
});

describe('hostName', () => {
  it('lower-cases and strips the port', () => {
    expect(hostName(' Partner.Localhost:4173 ')).toBe('partner.localhost');
    expect(hostName('[::1]:4173')).toBe('[::1]');
    expect(hostName('example.com.')).toBe('example.com');
  });
});
