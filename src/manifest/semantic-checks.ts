import { closestMatch } from '../engine/manifest/suggest';
import { undeclaredHostProblems } from './address-checks';
import type { BrandManifest, MenuName } from './manifest-types';
import type { NamedRules } from './rule-types';
import type { Problem } from '../engine/manifest/problems';

/**
 * What the schema cannot say: ids unique within their list, menu references (submenus, the footer's site map)
 * that lead somewhere, named rules that exist and do not use themselves, https addresses on declared hosts, and an
 * inactivity warning that comes before the sign-out. Runs on a manifest that already passed the schema.
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

  for (const [page, { sections }] of Object.entries(manifest.pages)) {
    problems.push(...duplicateIds(sections, `/pages/${page}/sections`, `the sections of the "${page}" page`, 'section'));
  }
  problems.push(...namedRuleProblems(manifest));
  problems.push(...undeclaredHostProblems(manifest));
  problems.push(...duplicateIds(manifest.alerts, '/alerts', 'the alerts', 'alert'));
  problems.push(...duplicateIds(manifest.footer.policyLinks, '/footer/policyLinks', 'the policy links', 'link'));
  problems.push(...duplicateIds(manifest.contact.departments, '/contact/departments', 'the contact departments', 'department'));
  if (manifest.logoutLinks) problems.push(...duplicateIds(manifest.logoutLinks, '/logoutLinks', 'the logout links', 'link'));
  if (manifest.features.logoutPage && !manifest.logoutLinks) {
    problems.push(warning('/features/logoutPage', 'The brand has a logout page but no "logoutLinks", so the page would show no link.'));
  }

  const { idleMinutes, warningMinutes } = manifest.session;
  if (warningMinutes >= idleMinutes) {
    problems.push(
      error(
        '/session/warningMinutes',
        `The warning comes ${warningMinutes} minute(s) before the sign-out, but members are signed out after ${idleMinutes}: make "warningMinutes" less than "idleMinutes".`,
      ),
    );
  }

  manifest.footer.siteMap?.forEach((menu, index) => {
    const pointer = `/footer/siteMap/${index}`;
    if (!menus[menu]) problems.push(error(pointer, `There is no "${menu}" menu to show in the site map.`));
    else if (menus[menu]!.length === 0) problems.push(warning(pointer, `The "${menu}" menu has no items, so its site map column would be empty.`));
  });
  return problems;
}

/** Every `{ "use": name }` names a rule of `rules`, and no named rule uses itself, directly or through others. */
function namedRuleProblems(manifest: BrandManifest): Problem[] {
  const names = Object.keys(manifest.rules);
  const problems: Problem[] = [];
  for (const { pointer, name } of namedRuleUses(manifest, '')) {
    if (Object.hasOwn(manifest.rules, name)) continue;
    const match = closestMatch(name, names);
    problems.push({
      ...error(pointer, `There is no named rule "${name}"${match ? `; did you mean "${match}"?` : '.'}`),
      hint: names.length ? `Named rules (under "rules"): ${names.join(', ')}.` : 'Add it under "rules" first.',
    });
  }
  for (const name of names) {
    if (usesItself(manifest.rules, name)) problems.push(error(`/rules/${name}`, `The rule "${name}" uses itself (through "use"); a rule cannot depend on itself.`));
  }
  return problems;
}

function namedRuleUses(value: unknown, pointer: string): { pointer: string; name: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => namedRuleUses(v, `${pointer}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'use' && typeof v === 'string' ? [{ pointer: `${pointer}/use`, name: v }] : namedRuleUses(v, `${pointer}/${key}`),
  );
}

function usesItself(rules: NamedRules, start: string): boolean {
  const seen = new Set<string>();
  const pending = namedRuleUses(rules[start], '').map((u) => u.name);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (name === start) return true;
    if (seen.has(name) || !Object.hasOwn(rules, name)) continue;
    seen.add(name);
    pending.push(...namedRuleUses(rules[name], '').map((u) => u.name));
  }
  return false;
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
