import { currentLanguage } from '../engine/i18n/language';
import type { Language } from '../../schemas/generic/languages';
/*
 * A route's content from the server that serves the app (gateway/routes/pages.ts), not the member API: the copy
 * areas and the manifest page a route needs beyond what its first page's boot carried (src/app/route-content.ts).
 */

export interface RouteContent {
  copy: Record<string, unknown>;
  pages: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The content of a declared route (its pattern) in the page's language; rejects on a failed or odd answer. */
export async function fetchRouteContent(route: string, language: Language = currentLanguage()): Promise<RouteContent> {
  const response = await fetch(`/api/brand-route?route=${encodeURIComponent(route)}&lang=${language}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The content of ${route} could not be read (${response.status}).`);
  const content = (await response.json()) as Partial<RouteContent>;
  if (!isRecord(content.copy) || !isRecord(content.pages)) throw new Error(`The content of ${route} is not a route's content.`);
  return { copy: content.copy, pages: content.pages };
}
