import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a module's named export (React.lazy itself takes only a default export). */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<{ [N in Name]: ComponentType<Props> }>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
