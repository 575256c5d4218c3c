import type { ChangeLine } from '../../manifest/edit/content-types';
import type { GatedElement } from '../../manifest/gates';
import { alertKey, gateKey, menuItemKey, sectionKey } from '../../manifest/gates';
import type { MenuName } from '../../manifest/manifest-types';
import type { OutlineTarget } from '../frame/frame-names';

/*
 * A review's comparison of a draft with the live version, as members will see it: which elements the changes touch
 * (sections of pages, menu items, alerts), and for every persona whether the change shows to them or a rule hides it
 * (the gates' verdicts: src/manifest/gates.ts, through the matrix of the live version and of the draft). Pure.
 */

/** A changed element (its key in gateKey's form, what the frame outlines) and the change lines that touch it. */
export interface ChangedElement extends OutlineTarget {
  lines: ChangeLine[];
}

/** The elements the changes touch, each once, in the order of the changes. Copy and other lines touch none. */
export function changedElements(changes: readonly ChangeLine[]): ChangedElement[] {
  const found = new Map<string, ChangedElement>();
  for (const line of changes) {
    const parts = line.path.startsWith('/') ? line.path.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')) : [];
    let element: OutlineTarget | null = null;
    if (parts[0] === 'pages' && parts[2] === 'sections' && parts[1] && parts[3]) element = { key: sectionKey(parts[1], parts[3]), kind: 'section', page: parts[1], id: parts[3] };
    else if (parts[0] === 'menus' && parts[1] && parts[2]) element = { key: menuItemKey(parts[1] as MenuName, parts[2]), kind: 'menu', page: null, id: `${parts[1]}:${parts[2]}` };
    else if (parts[0] === 'alerts' && parts[1]) element = { key: alertKey(parts[1]), kind: 'alert', page: null, id: parts[1] };
    if (!element) continue;
    const known = found.get(element.key);
    if (known) known.lines.push(line);
    else found.set(element.key, { ...element, lines: [line] });
  }
  return [...found.values()];
}

/** What a frame outlines: every changed element (a section on its page, a menu item or an alert wherever shown). */
export function outlineTargets(changed: readonly ChangedElement[]): OutlineTarget[] {
  return changed.map(({ key, kind, page, id }) => ({ key, kind, page, id }));
}

/** A matrix (gateway: /api/studio/matrix) as the comparison reads it. */
export interface GateMatrix {
  personas: readonly { username: string }[];
  rows: readonly { element: GatedElement; cells: readonly { result: 'show' | 'hide' | 'undecided'; why: string }[] }[];
}

export interface PersonaVerdict {
  persona: string;
  /** Why a rule hides it from this persona (the rule's reading), for a hidden one. */
  why?: string;
}

export interface ChangeReach {
  element: ChangedElement;
  /** Those who will see the change. */
  visible: PersonaVerdict[];
  /** Those a rule keeps it from (in the draft; for a removed element, in the live version), or whose facts are undecided. */
  hidden: PersonaVerdict[];
}

/**
 * For each changed element and every persona: whether the change shows to them. An element shows to a persona in a
 * version when it is there and its gate shows (an element without a rule shows to everyone); the change shows when
 * the element shows in the draft or the live version (a removed tile's absence is seen by those who saw it).
 */
export function changeReach(changed: readonly ChangedElement[], live: GateMatrix, draft: GateMatrix): ChangeReach[] {
  const verdicts = (matrix: GateMatrix) => {
    const byKey = new Map(matrix.rows.map((row) => [gateKey(row.element), row.cells]));
    return (key: string, persona: number) => byKey.get(key)?.[persona];
  };
  const inLive = verdicts(live);
  const inDraft = verdicts(draft);
  const personas = draft.personas.length > 0 ? draft.personas : live.personas;
  return changed.map((element) => {
    const reach: ChangeReach = { element, visible: [], hidden: [] };
    const onlyRemoved = element.lines.every((l) => l.kind === 'removed');
    personas.forEach(({ username }, i) => {
      const liveIndex = live.personas.findIndex((p) => p.username === username);
      const now = inDraft(element.key, i);
      const before = liveIndex < 0 ? undefined : inLive(element.key, liveIndex);
      // No row: the element has no rule (it shows to all) in that version.
      const showsNow = !onlyRemoved && (now === undefined || now.result === 'show');
      const showedBefore = before === undefined ? element.lines.every((l) => l.kind !== 'added') : before.result === 'show';
      if (showsNow || (onlyRemoved && showedBefore)) reach.visible.push({ persona: username });
      else reach.hidden.push({ persona: username, why: (onlyRemoved ? before : now)?.why ?? '' });
    });
    return reach;
  });
}
