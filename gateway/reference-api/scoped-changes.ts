import { currentDemoScope, UNSCOPED } from '../shared/demo-scope';

const MAX_SCOPES = 1_000;

/**
 * Values a demo scope changed, by key (a family's subscriber key...), read over the seed's: each browser test sees
 * only its own changes, and `POST /api/__demo/reset` clears the unscoped ones (see demo-scope.ts).
 */
export class ScopedChanges<V> {
  private readonly byScope = new Map<string, Map<string, V>>();

  get(key: string): V | undefined {
    return this.byScope.get(currentDemoScope())?.get(key);
  }

  set(key: string, value: V): void {
    const scope = currentDemoScope();
    let values = this.byScope.get(scope);
    if (!values) {
      // Each browser test has its own scope; keep the map bounded over a long run.
      if (this.byScope.size >= MAX_SCOPES) this.byScope.delete(this.byScope.keys().next().value as string);
      values = new Map();
      this.byScope.set(scope, values);
    }
    values.set(key, value);
  }

  resetUnscoped(): void {
    this.byScope.delete(UNSCOPED);
  }
}
