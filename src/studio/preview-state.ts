import { isAppPath } from '../engine/addresses/addresses';

/**
 * What a preview shows, as the studio's address carries it (the shareable link): brand, persona, as-of date, width,
 * route and a draft's id. Never a draft's content or a token: a draft id means something only in the studio session
 * that made it. Pure.
 */
export interface PreviewState {
  brand: string;
  persona: string;
  date: string;
  width: number;
  route: string;
  draft: string;
}

export const PRESET_WIDTHS = [320, 375, 768, 1280] as const;
export const MIN_WIDTH = 240;
export const MAX_WIDTH = 2560;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[A-Za-z0-9_-]{1,100}$/;

export function defaultState(today: string): PreviewState {
  return { brand: '', persona: '', date: today, width: 375, route: '/home', draft: '' };
}

/** The state of a `?brand=…&persona=…` query; anything malformed keeps the default. */
export function parsePreviewState(search: string, today: string): PreviewState {
  const params = new URLSearchParams(search);
  const state = defaultState(today);
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return ID.test(value) ? value : '';
  };
  state.brand = id('brand');
  state.persona = id('persona');
  state.draft = id('draft');
  const date = params.get('date') ?? '';
  if (ISO_DATE.test(date)) state.date = date;
  const width = Number(params.get('width'));
  if (Number.isInteger(width) && width >= MIN_WIDTH && width <= MAX_WIDTH) state.width = width;
  const route = params.get('route') ?? '';
  if (isAppPath(route)) state.route = route;
  return state;
}

/** The query of a state: only what is set, in a fixed order. */
export function previewQuery(state: PreviewState, keys: readonly (keyof PreviewState)[] = ['brand', 'persona', 'date', 'width', 'route', 'draft']): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = String(state[key]);
    if (value !== '') params.set(key, value);
  }
  return params.toString();
}
