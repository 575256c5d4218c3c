import { describe, expect, it } from 'vitest';
import { brandIds, brandManifest } from '../../../test/brand-fixtures';

/** Every address a brand's manifest names, anywhere in it (menus, error links, logout links, footer, props). */
function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

describe("a brand's links to one contact department", () => {
  it.each(brandIds)('%s: each names a department of its own (its id is the anchor)', (brand) => {
    const manifest = brandManifest(brand);
    const departments = manifest.contact.departments.map((department) => department.id);
    const anchors = addressesIn(manifest).flatMap((address) => /^\/contact-us#(.+)$/.exec(address)?.[1] ?? []);
    expect(anchors.filter((id) => !departments.includes(id))).toEqual([]);
  });

  it("the hospital brand's logout page and 401 page link its dental and health plan departments by their ids", () => {
    const manifest = brandManifest('hospital');
    expect(manifest.features.logoutPage).toBe(true);
    const logout = (manifest.logoutLinks ?? []).map((link) => link.to);
    expect(logout).toEqual(['/login', '/contact-us#dental-customer-service', '/contact-us#health-plan']);
    expect((manifest.errorLinks?.['401'] ?? []).map((link) => link.to)).toEqual(logout);
  });
});
