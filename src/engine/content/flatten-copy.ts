/**
 * The text leaves of copy resources as dotted keys: `{ login: { title: 'Log in' } }` with prefix `auth` gives
 * `auth.login.title → 'Log in'`. The editor's `$schema` key is skipped. Pure.
 */
export function flattenCopy(resources: Record<string, unknown>, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') keys.set(path, node);
    else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (path === prefix && key === '$schema') continue;
        walk(value, path ? `${path}.${key}` : key);
      }
    }
  };
  walk(resources, prefix);
  return keys;
}
