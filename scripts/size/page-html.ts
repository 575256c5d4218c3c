// The HTML of a first page as the gateway serves it from a build (its boot data, first frame or first data, preload
// links, inline loader), gzipped, per brand: what a member downloads before any script (issue 28: /login ≤ 12 KB).
import { gzipSync } from 'node:zlib';
import { buildGateway } from '../../gateway/app';
import { DOMAIN_IDS } from '../../gateway/reference-api/personas/accounts';

export interface PageHtmlMeasure {
  brand: string;
  path: string;
  gzip: number;
}

/** The most a first page's HTML may be, gzipped, on every brand. */
export const PAGE_HTML_BUDGETS: Readonly<Record<string, number>> = { '/login': 12 * 1024, '/home': 14 * 1024 };

/** The persona whose /home each brand's measure signs in as (PERSONAS.md). */
const MEMBER_OF_BRAND = { main: 'subscriber', regional: 'medicare', partner: 'partnerdep', hospital: 'hospital' } as const;

export async function measurePageHtml(repoRoot: string, distDir: string): Promise<PageHtmlMeasure[]> {
  const app = await buildGateway({ repoRoot, distDir });
  try {
    const measures: PageHtmlMeasure[] = [];
    for (const [brand, username] of Object.entries(MEMBER_OF_BRAND) as [keyof typeof MEMBER_OF_BRAND, string][]) {
      const host = `${brand}.localhost`;
      const login = await app.inject({ method: 'GET', url: '/login', headers: { host } });
      measures.push({ brand, path: '/login', gzip: gzipSync(login.body, { level: 9 }).length });
      const signIn = await app.inject({ method: 'POST', url: '/api/token', headers: { host }, payload: { username, domainId: DOMAIN_IDS[brand], password: 'Dashboard1!' } });
      const { token } = signIn.json() as { token: string };
      const home = await app.inject({ method: 'GET', url: '/home', headers: { host, cookie: `md_session=${token}` } });
      measures.push({ brand, path: '/home', gzip: gzipSync(home.body, { level: 9 }).length });
    }
    return measures;
  } finally {
    await app.close();
  }
}
