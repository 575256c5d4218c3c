/* Tests only: seeded random edits of a JSON document (a manifest), so a failing seed can be replayed. */

type Json = Record<string, unknown>;

/** A small seeded generator (mulberry32), so a failure is reproducible by its seed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

/** Every id list and every object of a document (with the object holding them), for mutations to pick from. */
function places(value: unknown, lists: unknown[][] = [], objects: Json[] = []) {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((e) => typeof e === 'object' && e !== null && typeof (e as Json).id === 'string')) lists.push(value);
    value.forEach((e) => places(e, lists, objects));
  } else if (typeof value === 'object' && value !== null) {
    objects.push(value as Json);
    Object.values(value).forEach((v) => places(v, lists, objects));
  }
  return { lists, objects };
}

export function mutate(document: Json, seed: number): Json {
  const copy = structuredClone(document);
  const rnd = random(seed);
  const count = 1 + rnd.int(6);
  for (let n = 0; n < count; n += 1) {
    const { lists, objects } = places(copy);
    const idList = rnd.pick(lists) as Json[];
    const object = rnd.pick(objects.filter((o) => Object.keys(o).length > 0 && typeof o.id !== 'string'));
    switch (rnd.int(7)) {
      case 0: {
        const [moved] = idList.splice(rnd.int(idList.length), 1);
        idList.splice(rnd.int(idList.length + 1), 0, moved!);
        break;
      }
      case 1:
        if (idList.length > 1) idList.splice(rnd.int(idList.length), 1);
        break;
      case 2:
        idList.splice(rnd.int(idList.length + 1), 0, { id: `new-${seed}-${n}`, widget: 'x', props: { n } });
        break;
      case 3: {
        const element = rnd.pick(idList);
        element.props = { ...(element.props as Json | undefined), changed: seed };
        break;
      }
      case 4: {
        const element = rnd.pick(idList);
        const fields = Object.keys(element).filter((k) => k !== 'id');
        if (fields.length > 0) delete element[rnd.pick(fields)];
        break;
      }
      case 5: {
        const key = rnd.pick(Object.keys(object));
        object[key] = typeof object[key] === 'object' ? { replaced: n } : `changed ${seed}`;
        break;
      }
      default:
        delete object[rnd.pick(Object.keys(object))];
    }
  }
  return copy;
}

