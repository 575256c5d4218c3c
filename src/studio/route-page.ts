import { laterPageRoutes } from '../app/generated/later-routes';
import { firstPageRoutes } from '../app/generated/routes';

const pageRoutes = [...firstPageRoutes, ...laterPageRoutes];

// The route table's composed pages (what the member's entry already holds: the page declarations, with their calls,
// would join it).
const composedRoutes = pageRoutes.flatMap(({ path, page }) => (page ? [{ path, page }] : []));

/** The routes the studio offers (the app's composed pages without parameters, and /home). */
export const previewRoutes: readonly string[] = ['/home', ...composedRoutes.filter((r) => !r.path.includes(':')).map((r) => `/${r.path}`)];

/** The manifest page a route shows (`/home` → `home`, `/benefits/dental` → `benefit-category`), or null. Pure. */
export function pageOfRoute(route: string): string | null {
  const path = route.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (path === '/home') return 'home';
  const parts = path.split('/').slice(1);
  const exact = composedRoutes.find((r) => r.path === parts.join('/'));
  if (exact) return exact.page;
  const matched = composedRoutes.find((r) => {
    const pattern = r.path.split('/');
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
  return matched?.page ?? null;
}
