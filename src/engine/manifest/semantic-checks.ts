import type { BrandManifest, MenuName } from './manifest-types';
import type { Problem } from './problems';

/**
 * What the schema cannot say: ids unique within their list, and menu references (submenus, the footer's site
 * map) that lead somewhere. Runs on a manifest that already passed the schema.
 */
export function semanticProblems(manifest: BrandManifest): Problem[] {
  const problems: Problem[] = [];
  const menus = manifest.menus as Partial<Record<string, BrandManifest['menus'][MenuName]>>;

  for (const [menu, items] of Object.entries(manifest.menus)) {
    problems.push(...duplicateIds(items, `/menus/${menu}`, `the "${menu}" menu`, 'item'));
    items.forEach((item, index) => {
      if (item.submenu === undefined) return;
      const pointer = `/menus/${menu}/${index}/submenu`;
      if (item.submenu === menu) {
        problems.push(error(pointer, `"${item.id}" opens the "${menu}" menu it belongs to; choose another menu.`));
      } else if (!menus[item.submenu]) {
        problems.push(error(pointer, `There is no "${item.submenu}" menu for "${item.id}" to open.`));
      } else if (menus[item.submenu]!.length === 0) {
        problems.push(warning(pointer, `The "${item.submenu}" menu that "${item.id}" opens has no items.`));
      }
    });
  }

  problems.push(...duplicateIds(manifest.home.tiles, '/home/tiles', 'the home tiles', 'tile'));
  problems.push(...duplicateIds(manifest.alerts, '/alerts', 'the alerts', 'alert'));
  problems.push(...duplicateIds(manifest.footer.policyLinks, '/footer/policyLinks', 'the policy links', 'link'));
  problems.push(...duplicateIds(manifest.contact.departments, '/contact/departments', 'the contact departments', 'department'));

  manifest.footer.siteMap?.forEach((menu, index) => {
    const pointer = `/footer/siteMap/${index}`;
    if (!menus[menu]) problems.push(error(pointer, `There is no "${menu}" menu to show in the site map.`));
    else if (menus[menu]!.length === 0) problems.push(warning(pointer, `The "${menu}" menu has no items, so its site map column would be empty.`));
  });
  return problems;
}

function duplicateIds(list: readonly { id?: string }[], pointer: string, where: string, noun: string): Problem[] {
  const firstIndex = new Map<string, number>();
  const problems: Problem[] = [];
  list.forEach((entry, index) => {
    if (typeof entry.id !== 'string') return;
    const first = firstIndex.get(entry.id);
    if (first === undefined) firstIndex.set(entry.id, index);
    else {
      problems.push(
        error(
          `${pointer}/${index}/id`,
          `The id "${entry.id}" is used twice in ${where} (${noun}s ${first + 1} and ${index + 1}); each ${noun} needs its own id.`,
        ),
      );
    }
  });
  return problems;
}

const error = (pointer: string, message: string): Problem => ({ severity: 'error', pointer, message });
const warning = (pointer: string, message: string): Problem => ({ severity: 'warning', pointer, message });
