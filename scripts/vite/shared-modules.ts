/** What a module graph tells of a module: the modules it imports statically (rolldown's ModuleInfo has more). */
export interface ModuleNode {
  importedIds: readonly string[];
}

/** Every module reachable from `roots` through static imports, the roots included. */
export function staticClosure(roots: Iterable<string>, moduleOf: (id: string) => ModuleNode | null): Set<string> {
  const seen = new Set<string>();
  const visit = [...roots];
  for (let id = visit.pop(); id !== undefined; id = visit.pop()) {
    if (seen.has(id)) continue;
    const node = moduleOf(id);
    if (!node) continue;
    seen.add(id);
    visit.push(...node.importedIds);
  }
  return seen;
}

type ChunkName = (id: string, ctx: { getModuleInfo(id: string): ModuleNode | null }) => string | null;

/**
 * A chunk's name function for the modules `roots` import statically (the roots included): named `name`, others left
 * to the groups after. The closure is computed once, on the first module asked about (the graph is complete by then).
 */
export function reachableFrom(name: string, roots: () => readonly string[]): ChunkName {
  let reached: Set<string> | undefined;
  return (id, ctx) => {
    reached ??= staticClosure(roots(), (module) => ctx.getModuleInfo(module));
    return reached.has(id) ? name : null;
  };
}

/**
 * A chunk's name function for the modules two groups of pages both import statically (e.g. the login page and the
 * signed-in home): named `name`, others left to the groups after. Each side's closure is computed once, on the first
 * module asked about (the graph is complete by then).
 */
export function sharedBy(
  name: string,
  roots: { one: () => readonly string[]; other: () => readonly string[] },
): ChunkName {
  let shared: Set<string> | undefined;
  return (id, ctx) => {
    if (!shared) {
      const moduleOf = (module: string) => ctx.getModuleInfo(module);
      const one = staticClosure(roots.one(), moduleOf);
      const other = staticClosure(roots.other(), moduleOf);
      shared = new Set([...one].filter((module) => other.has(module)));
    }
    return shared.has(id) ? name : null;
  };
}
