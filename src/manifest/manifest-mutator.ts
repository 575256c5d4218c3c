/**
 * A seeded mutator of manifest files, for the fuzz test (manifest-fuzz.test.ts): it breaks a parsed manifest file
 * the ways an editor (or a bad merge) might, and returns the mutated file as JSON text. Same seed, same mutations.
 */

/** mulberry32: a small, fast PRNG with a 32-bit state; plenty for picking mutations. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
type Json = Record<string, unknown>;
type Path = (string | number)[];

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a deeply nested value goes in the text (JSON.stringify recurses, so the nesting is written as text). */
const DEEP_MARK = '"\\u0000deep\\u0000"';

/** Every path of `root` (the root itself is `[]`); the real manifests are shallow, so plain recursion is fine. */
function pathsOf(root: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(root)) root.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (isRecord(root)) for (const [k, v] of Object.entries(root)) pathsOf(v, [...path, k], out);
  return out;
}

function parentOf(root: unknown, path: Path): { parent: Json | unknown[]; key: string | number } | null {
  if (path.length === 0) return null;
  let node = root;
  for (const segment of path.slice(0, -1)) node = (node as Json)[segment as string];
  return { parent: node as Json | unknown[], key: path[path.length - 1]! };
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  const at = parentOf(root, path);
  if (!at) return value;
  (at.parent as Json)[at.key as string] = value;
  return root;
}

const getAt = (root: unknown, path: Path): unknown => path.reduce<unknown>((node, s) => (node as Json)[s as string], root);

const longText = (random: Random) => 'x'.repeat(pick(random, [300, 10_000, 200_000]));
const otherValues = (random: Random): unknown[] => [
  0, -1, 1.5, 1e308, true, false, '', 'text', longText(random), [], [1, 'a', null], {}, { unexpected: true }, null,
];
const oddKeys = ['unknownKey', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', '~/', '$before', '$remove', 'widjet'];
const wrongWidgets = ['welcomeBaner', 'WelcomeBanner', 'noSuchWidget', '', 'toString', 'constructor'];
const brokenRules: unknown[] = [
  { use: 'noSuchRule' },
  { use: 'toString' },
  { use: 'settingsAllowed', extra: 1 },
  { fact: 'member.isAstronaut' },
  { fact: 'constructor', is: true },
  { all: 'member.isSubscriber' },
  { any: [] },
  { not: [] },
  { all: [{ use: 'ebillShown' }], any: [] },
  { fact: 'member.age', atLeast: 'eighteen' },
  { toString: 1 },
  { fact: { toString: 1 } },
];

/** One way to break a file; returns the new root (most change it in place). */
type Mutation = (root: unknown, random: Random) => unknown;

const mutations: Record<string, Mutation> = {
  deletion(root, random) {
    const at = parentOf(root, pick(random, pathsOf(root)));
    if (!at) return root;
    if (Array.isArray(at.parent)) at.parent.splice(at.key as number, 1);
    else delete at.parent[at.key as string];
    return root;
  },
  typeChange: (root, random) => setAt(root, pick(random, pathsOf(root)), pick(random, otherValues(random))),
  nullValue: (root, random) => setAt(root, pick(random, pathsOf(root)), null),
  unknownKey(root, random) {
    const objects = pathsOf(root).filter((p) => isRecord(getAt(root, p)));
    if (objects.length === 0) return root;
    const target = getAt(root, pick(random, objects)) as Json;
    Object.defineProperty(target, pick(random, oddKeys), { value: pick(random, otherValues(random)), enumerable: true, writable: true, configurable: true });
    return root;
  },
  swap(root, random) {
    const paths = pathsOf(root).filter((p) => p.length > 0);
    if (paths.length === 0) return root;
    const [a, b] = [pick(random, paths), pick(random, paths)];
    const [va, vb] = [getAt(root, a), getAt(root, b)];
    // A value swapped into its own descendant would make a cycle, which JSON cannot hold.
    if (a.length >= b.length ? startsWith(a, b) : startsWith(b, a)) return root;
    setAt(root, a, structuredClone(vb));
    return setAt(root, b, structuredClone(va));
  },
  longString(root, random) {
    const strings = pathsOf(root).filter((p) => typeof getAt(root, p) === 'string');
    return strings.length === 0 ? root : setAt(root, pick(random, strings), longText(random));
  },
  deepNesting: (root, random) => setAt(root, pick(random, pathsOf(root)), JSON.parse(DEEP_MARK)),
  wrongWidget(root, random) {
    const widgets = pathsOf(root).filter((p) => p[p.length - 1] === 'widget');
    return widgets.length === 0 ? root : setAt(root, pick(random, widgets), pick(random, wrongWidgets));
  },
  brokenRule(root, random) {
    const rules = pathsOf(root).filter((p) => p[p.length - 1] === 'rule' || p[p.length - 2] === 'rules');
    return rules.length === 0 ? root : setAt(root, pick(random, rules), structuredClone(pick(random, brokenRules)));
  },
  dangling(root, random) {
    // An id list gets an element that removes, or is placed next to, an id that is not there.
    const lists = pathsOf(root).filter((p) => {
      const v = getAt(root, p);
      return Array.isArray(v) && v.length > 0 && v.every((e) => isRecord(e) && typeof e.id === 'string');
    });
    if (lists.length === 0) return root;
    const list = getAt(root, pick(random, lists)) as Json[];
    const existing = pick(random, list).id;
    list.push(
      pick(random, [
        { id: 'nothing-here', $remove: true },
        { id: existing, $before: 'nothing-here' },
        { id: existing, $after: { toString: 1 } },
        { id: 'new-one', $before: 42 },
        { id: existing, $remove: 'yes' },
        { $remove: true },
      ]),
    );
    return root;
  },
  // An older schemaVersion: the file goes through the migrations, whatever else is broken in it.
  olderVersion: (root, random) => (isRecord(root) ? { ...root, schemaVersion: pick(random, [1, 2, 3]) } : root),
  // Two changes a valid manifest survives, so the accepted cases vary too: a switch flipped, a list reordered.
  flipBoolean(root, random) {
    const booleans = pathsOf(root).filter((p) => typeof getAt(root, p) === 'boolean');
    return booleans.length === 0 ? root : setAt(root, pick(random, booleans), random() < 0.5);
  },
  reorder(root, random) {
    const lists = pathsOf(root).filter((p) => Array.isArray(getAt(root, p)));
    if (lists.length === 0) return root;
    const list = getAt(root, pick(random, lists)) as unknown[];
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return root;
  },
  arrayForObject(root, random) {
    const objects = pathsOf(root).filter((p) => isRecord(getAt(root, p)));
    if (objects.length === 0) return root;
    const path = pick(random, objects);
    return setAt(root, path, Object.values(getAt(root, path) as Json));
  },
};

const startsWith = (path: Path, prefix: Path) => prefix.every((s, i) => path[i] === s);

/** A deeply nested array or object of `depth` levels, as JSON text. */
function deepText(depth: number, random: Random): string {
  const [open, close] = pick(random, [['[', ']'], ['{"a":', '}'], ['{"not":', '}'], ['{"all":[', ']}']] as const);
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

export const mutationNames = Object.keys(mutations);

/**
 * `file` (parsed JSON) broken by 1 to 3 mutations: the mutations' names and the file as JSON text. The deep
 * nesting mutation nests 2,000 or 5,000 levels.
 */
export function mutateFile(file: unknown, random: Random): { applied: string[]; text: string } {
  let root = structuredClone(file);
  const applied: string[] = [];
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const name = pick(random, mutationNames);
    root = mutations[name]!(root, random);
    applied.push(name);
  }
  let text = JSON.stringify(root) ?? 'null';
  while (text.includes(DEEP_MARK)) text = text.replace(DEEP_MARK, deepText(pick(random, [2_000, 5_000]), random));
  return { applied, text };
}
