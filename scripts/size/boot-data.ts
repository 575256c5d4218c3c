// The brand data a page's HTML carries (gateway/routes/pages.ts `pageBoot`: the shell's copy and its route's, its
// route's manifest page and home's), gzipped, per brand, beside the brand's whole boot: what a first page reads before
// its code runs, and what grows when pages are added if a page ever carries another's (issue 28).
import { gzipSync } from 'node:zlib';
import { pageBoot } from '../../gateway/routes/pages';
import { createFileContentSource } from '../../gateway/shared/content-source';

export interface BootDataMeasure {
  brand: string;
  path: string;
  gzip: number;
  whole: number;
}

/** The most a first page's boot data may be, gzipped: /login's and /home's of every brand. */
export const BOOT_DATA_BUDGETS: Readonly<Record<string, number>> = { '/login': 10 * 1024, '/home': 11.5 * 1024 };

const gzipped = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 }).length;

export async function measureBootData(repoRoot: string, paths: readonly string[]): Promise<BootDataMeasure[]> {
  const content = createFileContentSource(repoRoot, []);
  const measures: BootDataMeasure[] = [];
  for (const { id } of await content.listBrands()) {
    const boot = await content.getBoot(id);
    for (const path of paths) measures.push({ brand: id, path, gzip: gzipped(pageBoot(boot, path)), whole: gzipped(boot) });
  }
  return measures;
}
