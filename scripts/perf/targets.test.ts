import { describe, expect, it } from 'vitest';
import { fileNameOf, parseRuns, parseTargets } from './targets';

const ids = (words: string[]) => parseTargets(words).map((t) => t.id);

describe('parseTargets', () => {
  it('measures everything by default: /login on every brand, /home on main and hospital, the pages, the bare app', () => {
    expect(ids([])).toEqual([
      'login:main',
      'login:regional',
      'login:partner',
      'login:hospital',
      'home:main',
      'home:hospital',
      'page:/claims:subscriber',
      'page:/benefits/medical:subscriber',
      'page:/id-card:subscriber',
      'bare',
    ]);
    expect(ids(['all'])).toEqual(ids([]));
    expect(ids([''])).toEqual(ids([]));
  });

  it('picks a subset, in the order given, each target once', () => {
    expect(ids(['login:main', 'home:hospital', 'bare'])).toEqual(['login:main', 'home:hospital', 'bare']);
    expect(ids(['bare', 'login', 'login:main'])).toEqual(['bare', 'login:main', 'login:regional', 'login:partner', 'login:hospital']);
    expect(ids(['home'])).toEqual(['home:main', 'home:hospital']);
  });

  it('reads words separated by spaces or commas (PERF_TARGETS)', () => {
    expect(ids(['login:main, bare'])).toEqual(['login:main', 'bare']);
    expect(ids(['login:partner bare'])).toEqual(['login:partner', 'bare']);
  });

  it('describes what each target loads', () => {
    expect(parseTargets(['login:regional', 'home:main', 'home:hospital', 'bare'])).toEqual([
      { id: 'login:regional', kind: 'login', brand: 'regional', persona: null, path: '/login' },
      { id: 'home:main', kind: 'home', brand: 'main', persona: 'subscriber', path: '/home' },
      { id: 'home:hospital', kind: 'home', brand: 'hospital', persona: 'hospital', path: '/home' },
      { id: 'bare', kind: 'bare', brand: null, persona: null, path: '/login' },
    ]);
  });

  it('takes another persona for /home, and asks for one on a brand without a default', () => {
    expect(parseTargets(['home:main:adultdep'])).toEqual([
      { id: 'home:main:adultdep', kind: 'home', brand: 'main', persona: 'adultdep', path: '/home' },
    ]);
    expect(ids(['home:main:subscriber'])).toEqual(['home:main']);
    expect(() => parseTargets(['home:partner'])).toThrow(/no default persona for partner; name one: home:partner:<persona>/);
  });

  it('measures any signed-in page as a persona, on the persona\'s brand', () => {
    expect(parseTargets(['page:/claims:subscriber', 'page:/benefits/medical:medicare', 'page:/id-card:hospital'])).toEqual([
      { id: 'page:/claims:subscriber', kind: 'page', brand: 'main', persona: 'subscriber', path: '/claims' },
      { id: 'page:/benefits/medical:medicare', kind: 'page', brand: 'regional', persona: 'medicare', path: '/benefits/medical' },
      { id: 'page:/id-card:hospital', kind: 'page', brand: 'hospital', persona: 'hospital', path: '/id-card' },
    ]);
    expect(ids(['pages'])).toEqual(['page:/claims:subscriber', 'page:/benefits/medical:subscriber', 'page:/id-card:subscriber']);
    expect(ids(['pages', 'page:/claims:subscriber'])).toEqual(ids(['pages']));
    expect(ids(['page:/find_care/a-b/:adultdep'])).toEqual(['page:/find_care/a-b/:adultdep']);
  });

  it('refuses a page target whose path is not a plain path of the app, or whose persona is unknown', () => {
    for (const path of ['claims', '/claims?x=1', '/claims#top', '/../login', '/claims/..', '//evil.example', '/a b', '/é', '/claims.json', '']) {
      expect(() => parseTargets([`page:${path}:subscriber`]), path).toThrow(/Not a target/);
    }
    expect(() => parseTargets(['page:/claims:nobody'])).toThrow(/no persona "nobody" in test\/fixtures\/personas.ts/);
    expect(() => parseTargets(['page:/claims:constructor'])).toThrow(/no persona "constructor"/);
    for (const word of ['page:/claims', 'page', 'page:/claims:subscriber:x', 'pages:main']) expect(() => parseTargets([word]), word).toThrow(/Not a target/);
  });

  it('refuses what is not a target', () => {
    for (const word of ['nope', 'bare:main', 'login:main:subscriber', 'login:', 'home:main:a:b', 'all:main', 'login:../x']) {
      expect(() => parseTargets([word]), word).toThrow(/Not a target/);
    }
  });
});

describe('fileNameOf', () => {
  it('keeps a target\'s id readable in a file name, without slashes', () => {
    expect(fileNameOf('home:main')).toBe('home-main');
    expect(fileNameOf('page:/benefits/medical:subscriber')).toBe('page-benefits-medical-subscriber');
  });
});

describe('parseRuns', () => {
  it('is 3 unless RUNS says otherwise', () => {
    expect(parseRuns(undefined)).toBe(3);
    expect(parseRuns('')).toBe(3);
    expect(parseRuns('1')).toBe(1);
    expect(parseRuns('5')).toBe(5);
  });

  it('refuses anything but a positive whole number', () => {
    for (const value of ['0', '-1', '1.5', 'three']) expect(() => parseRuns(value), value).toThrow(/RUNS must be a positive whole number/);
  });
});
