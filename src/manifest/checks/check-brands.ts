import { closestMatch } from '../../engine/manifest/suggest';
import type { LoadedManifest } from './check-manifests';
import { error, type Problem } from './types';

/** Across brands: unique ids (matching the file name), unique domain ids, hosts that lead to one brand only. */
export function brandProblems(loaded: readonly LoadedManifest[]): Problem[] {
  const problems: Problem[] = [];
  const idOwner = new Map<string, string>();
  const domainOwner = new Map<number, string>();
  const hostOwner = new Map<string, string>();
  for (const { file, manifest } of loaded) {
    const { id, domainId, hosts } = manifest.brand;
    const fileName = file.split('/').pop()!.replace(/\.json$/, '');
    if (id !== fileName) {
      problems.push(error(file, '/brand/id', `The brand id "${id}" does not match the file name; rename the file to brands/${id}.json or change the id to "${fileName}".`));
    }
    const sameId = idOwner.get(id);
    if (sameId) problems.push(error(file, '/brand/id', `The brand id "${id}" is also used by ${sameId}; each brand needs its own id.`));
    else idOwner.set(id, file);
    const sameDomain = domainOwner.get(domainId);
    if (sameDomain) problems.push(error(file, '/brand/domainId', `The domain id ${domainId} is also used by ${sameDomain}; each brand needs its own domain id.`));
    else domainOwner.set(domainId, file);
    hosts.forEach((host, index) => {
      const other = hostOwner.get(host);
      if (other) problems.push(error(file, `/brand/hosts/${index}`, `The host "${host}" is also a host of ${other}; a host can lead to one brand only.`));
      else hostOwner.set(host, file);
    });
  }
  return problems;
}

/** Files in brands/assets that the theme's logo and the footer's accreditation seal name. */
export function assetProblems({ file, manifest }: LoadedManifest, assets: readonly string[]): Problem[] {
  const references: [string, string][] = [['/theme/logo/src', manifest.theme.logo.src]];
  if (manifest.footer.accreditation) references.push(['/footer/accreditation/image', manifest.footer.accreditation.image]);
  const problems: Problem[] = [];
  for (const [pointer, src] of references) {
    const name = src.replace(/^\/brand-assets\//, '');
    if (assets.includes(name)) continue;
    const match = closestMatch(name, assets);
    problems.push(
      error(
        file,
        pointer,
        `"${src}" needs the file brands/assets/${name}, which does not exist${match ? `; did you mean "/brand-assets/${match}"?` : '.'}`,
        match ? undefined : 'Add the file to brands/assets/, or correct the name.',
      ),
    );
  }
  return problems;
}
