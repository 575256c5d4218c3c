import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { lazyQueryLayer, readyQueryLayer } from './query-layer';

describe('the query layer', () => {
  it('has no client until loaded, creates it once however often it is asked, and tells its listeners', async () => {
    const client = createQueryClient(() => undefined);
    const create = vi.fn(async () => client);
    const layer = lazyQueryLayer(create);
    const listener = vi.fn();
    layer.subscribe(listener);
    expect(layer.current()).toBeNull();
    const [first, second] = await Promise.all([layer.load(), layer.load()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(await layer.load()).toBe(client);
    expect(create).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(layer.current()).toBe(client);
  });

  it('can be loaded again after a failed load (a chunk the network dropped)', async () => {
    const client = createQueryClient(() => undefined);
    const create = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(client);
    const layer = lazyQueryLayer(create);
    await expect(layer.load()).rejects.toThrow('Failed to fetch');
    expect(layer.current()).toBeNull();
    expect(await layer.load()).toBe(client);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const layer = lazyQueryLayer(async () => createQueryClient(() => undefined));
    const listener = vi.fn();
    layer.subscribe(listener)();
    await layer.load();
    expect(listener).not.toHaveBeenCalled();
  });

  it('has a ready client from the start when given one', async () => {
    const client = createQueryClient(() => undefined);
    const layer = readyQueryLayer(client);
    expect(layer.current()).toBe(client);
    expect(await layer.load()).toBe(client);
  });
});
