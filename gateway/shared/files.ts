import { readdir, readFile, stat } from 'node:fs/promises';

/* Reads that see an editor's change on the next request: the parsed value is reused while mtime and size hold. */

interface Entry<T> {
  key: string;
  value: T;
}

const cache = new Map<string, Entry<unknown>>();

/** The file's version stamp, or null when it does not exist. */
export async function fileStamp(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? `${info.mtimeMs}:${info.size}` : null;
  } catch {
    return null;
  }
}

/** The file parsed by `parse`, re-read only when it changed; null when missing. */
export async function readCached<T>(path: string, parse: (text: string) => T): Promise<T | null> {
  const key = await fileStamp(path);
  if (key === null) {
    cache.delete(path);
    return null;
  }
  const hit = cache.get(path);
  if (hit && hit.key === key) return hit.value as T;
  const value = parse(await readFile(path, 'utf8'));
  cache.set(path, { key, value });
  return value;
}

/** Names of the `.json` files of a directory, sorted; empty when the directory does not exist. */
export async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
}
