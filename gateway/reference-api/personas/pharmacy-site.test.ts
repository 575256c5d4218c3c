import { describe, expect, it } from 'vitest';
import { brandIds, brandManifest } from '../../../test/brand-fixtures';
import { buildSeed } from './seed';

/* /navitus names the pharmacy benefit manager's site: each brand whose demo members have program 37 says where it is. */

const seed = buildSeed(new Date(2025, 5, 15, 12));
const hasProgram37 = (memberKey: string) => seed.memberships.get(memberKey)?.family.programs.some((p) => p.id === 37 && p.eligible) ?? false;
const brandsWithProgram37 = new Set([...seed.accounts.values()].filter((a) => a.memberKeys.some(hasProgram37)).map((a) => a.brandId));

describe("the pharmacy benefit manager's site (program 37)", () => {
  it('is a program of members of several brands', () => {
    expect(brandsWithProgram37.size).toBeGreaterThan(1);
  });

  it.each(brandIds.filter((id) => brandsWithProgram37.has(id)))('%s: /navitus links to it', (brandId) => {
    const manifest = brandManifest(brandId);
    const section = manifest.pages.navitus?.sections.find((s) => s.id === 'pharmacy-benefit-manager');
    const portalUrl = (section?.props as { portalUrl?: string } | undefined)?.portalUrl ?? '';
    expect(portalUrl).toMatch(/^https:\/\//);
    expect(manifest.externalHosts?.links).toContain(new URL(portalUrl).host);
  });
});
