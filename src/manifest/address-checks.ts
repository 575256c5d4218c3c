import type { BrandManifest } from './manifest-types';
import type { Problem } from '../engine/manifest/problems';

/** Props whose https address receives a form post (the member's data leaves with it): their hosts are `forms` hosts. */
const formAddressKeys: ReadonlySet<string> = new Set(['ebillUrl']);

type Purpose = 'links' | 'forms';

const purposeWords: Record<Purpose, string> = {
  links: 'a site it links to',
  forms: 'a site it posts forms to',
};

/**
 * Every https address of the manifest (menus, footer, alerts, section props) uses a host the brand declares in
 * `externalHosts`: `forms` for an address a form is posted to, `links` for every other. The schema has already
 * checked each address's form, so its host is what follows "https://" up to the path.
 */
export function undeclaredHostProblems(manifest: BrandManifest): Problem[] {
  const declared: Record<Purpose, readonly string[]> = {
    links: manifest.externalHosts?.links ?? [],
    forms: manifest.externalHosts?.forms ?? [],
  };
  return httpsAddresses(manifest, '', 'links').flatMap(({ pointer, address, purpose }) => {
    const host = hostOf(address);
    if (declared[purpose].includes(host)) return [];
    const list = declared[purpose].length ? `declared: ${declared[purpose].map((h) => `"${h}"`).join(', ')}` : 'none declared yet';
    return [
      {
        severity: 'error',
        pointer,
        message: `"${address}" goes to "${host}", which this brand does not declare as ${purposeWords[purpose]}.`,
        hint: `Add "${host}" to "externalHosts" → "${purpose}" in the brand's file, or use an address on a declared host (${list}).`,
      },
    ];
  });
}

interface Found {
  pointer: string;
  address: string;
  purpose: Purpose;
}

function httpsAddresses(value: unknown, pointer: string, purpose: Purpose): Found[] {
  if (typeof value === 'string') return value.startsWith('https://') ? [{ pointer, address: value, purpose }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => httpsAddresses(v, `${pointer}/${i}`, purpose));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === '$schema' ? [] : httpsAddresses(v, `${pointer}/${key}`, formAddressKeys.has(key) ? 'forms' : purpose),
  );
}

const hostOf = (address: string) => address.slice('https://'.length).split(/[/?#]/)[0]!;
