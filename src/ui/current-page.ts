/**
 * Whether a link to `linkPath` is for the page at `locationPath`: the same path, or a page under it (a claim's
 * detail keeps "Claims" current). The root link is current on the root only. Paths compare without letter case,
 * as the router matches them.
 */
export function isCurrentPage(locationPath: string, linkPath: string): boolean {
  const here = locationPath.toLowerCase();
  const link = linkPath.toLowerCase();
  if (here === link) return true;
  const base = link.endsWith('/') ? link : `${link}/`;
  return link !== '/' && here.startsWith(base);
}
