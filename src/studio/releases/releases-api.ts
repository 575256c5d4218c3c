import type { Release, ReleaseList } from '../../manifest/edit/content-types';
import { call } from '../api';

/*
 * The studio's release calls (gateway/routes/studio-content.ts, gateway/store/scheduling.ts): a brand's releases,
 * and, for its publishers only, schedule, move and cancel, and the brand's time zone. `at` is yyyy-mm-ddThh:mm in the brand's time zone.
 * Refusals are StudioCallError with the server's sentence (403 role, 404, 409 status, 422 date or invalid).
 */

const base = (brand: string) => `/api/studio/content/${encodeURIComponent(brand)}/releases`;
const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const releasesApi = {
  list: (brand: string) => call<ReleaseList>(base(brand)),
  schedule: (brand: string, drafts: string[], at: string, message: string) => call<Release>(base(brand), send('POST', { drafts, at, message })),
  move: (brand: string, id: string, at: string) => call<Release>(`${base(brand)}/${encodeURIComponent(id)}`, send('PUT', { at })),
  setTimeZone: (brand: string, timeZone: string) => call<{ timeZone: string }>(`${base(brand)}-time-zone`, send('PUT', { timeZone })),
  cancel: (brand: string, id: string) => call<Release>(`${base(brand)}/${encodeURIComponent(id)}/cancel`, send('POST', {})),
};
