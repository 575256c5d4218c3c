export interface BrandHosts {
  id: string;
  hosts: readonly string[];
}

/** The host name of a Host header value: lower-case, without the port (IPv6 literals keep their brackets). */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1 || undefined);
  return value.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * The brand whose hosts list the request's host exactly (case and port ignored); otherwise the deployment's
 * `fallbackId` when such a brand exists, else the first brand. Throws only when there are no brands at all.
 */
export function resolveBrandId(host: string, brands: readonly BrandHosts[], fallbackId: string): string {
  const name = hostName(host);
  const match = brands.find((brand) => brand.hosts.some((h) => hostName(h) === name));
  if (match) return match.id;
  const fallback = brands.find((brand) => brand.id === fallbackId) ?? brands[0];
  if (!fallback) throw new Error('There are no brands to choose from.');
  return fallback.id;
}
