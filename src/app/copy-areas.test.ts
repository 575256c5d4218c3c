import { describe, expect, it } from 'vitest';
import { brandCopy, brandManifest } from '../../test/brand-fixtures';
import { copyInAreas, isDeclaredRoute, routeCopyAreasOf, routeOfPath, shellCopyPartsOf } from './copy-areas';

const manifest = brandManifest('main');
const areas = Object.keys(brandCopy('main'));

describe('routeOfPath', () => {
  it('finds the declared route of a path, the one with more fixed segments first, like the router', () => {
    expect(routeOfPath('/claims/m/123/0')).toBe('claims/:claimtype/:claimId/:memberSuffix');
    expect(routeOfPath('/benefits/summary')).toBe('benefits/summary');
    expect(routeOfPath('/benefits/medical')).toBe('benefits/:category');
    expect(routeOfPath('/login/')).toBe('login');
    expect(routeOfPath('/')).toBeNull();
    expect(routeOfPath('/no/such/page')).toBeNull();
  });

  it('tells a declared route from any other text', () => {
    expect(isDeclaredRoute('claims/:claimtype/:claimId/:memberSuffix')).toBe(true);
    expect(isDeclaredRoute('claims/m/1/0')).toBe(false);
    expect(isDeclaredRoute('../etc')).toBe(false);
  });
});

describe('the copy a page carries', () => {
  it("is the shell's on every page: its own words and those the manifest's menus, footer and alerts name", () => {
    const shell = shellCopyPartsOf(manifest, areas);
    // Whole areas where the code makes keys from them at run time, else the top-level keys named.
    expect(shell).toEqual(expect.arrayContaining(['errors', 'pages', 'benefits.planStatus', 'menu.home', 'footer.policies']));
    // The shell's one word of the benefits is not the whole benefits area.
    expect(shell).not.toContain('benefits');
    expect(shell.filter((part) => part.startsWith('claims') || part.startsWith('findCare'))).toEqual([]);
  });

  it("and a route's own: its feature's, its sections' widgets', and what its sections name", () => {
    expect(routeCopyAreasOf('login', manifest, areas)).toContain('auth');
    expect(routeCopyAreasOf('login', manifest, areas)).not.toContain('claims');
    // A page's own component carries what it reaches: not the words of its feature's other pages.
    expect(routeCopyAreasOf('login', manifest, areas)).not.toEqual(expect.arrayContaining(['accountForms']));
    expect(routeCopyAreasOf('login', manifest, areas).filter((area) => ['accountForms', 'groups', 'onboarding'].includes(area))).toEqual([]);
    expect(routeCopyAreasOf('recovery/password', manifest, areas)).toContain('accountForms');
    expect(routeCopyAreasOf('claims', manifest, areas)).toEqual(['claims']);
    // /home's tiles come from several features.
    expect(routeCopyAreasOf('home', manifest, areas)).toEqual(expect.arrayContaining(['home', 'claims', 'programs']));
    // The care options' sections name their copy keys in the manifest.
    expect(routeCopyAreasOf('find-care', manifest, areas)).toContain('careOptions');
  });

  it('is all of it off any declared route', () => {
    expect(routeCopyAreasOf(null, manifest, areas)).toEqual([...areas].sort());
    expect(routeCopyAreasOf('no-such-route', manifest, areas)).toEqual([...areas].sort());
  });

  it('holds just those areas of the copy', () => {
    expect(copyInAreas({ a: { x: 1 }, b: { y: 2 }, c: {} }, ['a', 'c', 'missing'])).toEqual({ a: { x: 1 }, c: {} });
  });
});
