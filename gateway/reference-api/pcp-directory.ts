import type { FromSchema } from 'json-schema-to-ts';
import type { pcpSearchBodySchema, providerSchema } from '../../schemas/api/pcp';
import { zipCentres, type DirectoryProvider } from './personas/providers';

/* The primary care provider search and lookup (spec §7 POST pcp/search, GET pcp/provider), as pure functions. */

export type Provider = FromSchema<typeof providerSchema>;
export type ProviderSearch = FromSchema<typeof pcpSearchBodySchema>;

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles between two ZIP code centres, to a tenth; null when either ZIP code is unknown. */
export function milesBetween(fromZip: string, toZip: string): number | null {
  const from = zipCentres[fromZip];
  const to = zipCentres[toZip];
  if (!from || !to) return null;
  const [lat1, lon1] = from.map(radians) as [number, number];
  const [lat2, lon2] = to.map(radians) as [number, number];
  const h = Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** The provider as the calls answer it, `distance` from `zip` to its nearest location (null without a ZIP code). */
export function providerAnswer(provider: DirectoryProvider, zip?: string): Provider {
  const distances = zip === undefined ? [] : provider.locations.map((l) => milesBetween(zip, l.zipCode)).filter((d) => d !== null);
  return { ...provider, languages: [...provider.languages], locations: [...provider.locations], distance: distances.length ? Math.min(...distances) : null };
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word of the search string in the provider's name, title, specialty or group (any case). */
function matchesText(provider: DirectoryProvider, searchString: string | undefined): boolean {
  const wanted = words(searchString ?? '');
  if (wanted.length === 0) return true;
  const haystack = [provider.name, provider.title, provider.specialty, provider.groupName].join(' ').toLowerCase();
  return wanted.every((word) => haystack.includes(word));
}

/**
 * The providers within `radius` miles of `zip` that match the search string, nearest first (then by name, so pages
 * never shuffle). An unknown ZIP code finds no one: the screen suggests another ZIP code or a wider radius.
 */
export function searchProviders(directory: readonly DirectoryProvider[], search: ProviderSearch): Provider[] {
  return directory
    .filter((provider) => matchesText(provider, search.searchString))
    .map((provider) => providerAnswer(provider, search.zip))
    .filter((provider): provider is Provider & { distance: number } => provider.distance !== null && provider.distance <= search.radius)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
}

export const findProvider = (directory: readonly DirectoryProvider[], providerId: string): DirectoryProvider | undefined =>
  directory.find((provider) => provider.id === providerId);
