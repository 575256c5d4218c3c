import { afterEach, describe, expect, it } from 'vitest';
import { openSessionChannel, readSessionMessage, SESSION_CHANNEL_ENTRY, type ChannelEnvironment, type SessionMessage } from './session-channel';

/** Tabs of one origin without BroadcastChannel: one storage, whose writes each other tab hears as a storage event. */
function storageTabs(count: number) {
  const entries = new Map<string, string>();
  const tabs: { listeners: ((event: StorageEvent) => void)[]; env: ChannelEnvironment }[] = [];
  for (let i = 0; i < count; i += 1) {
    const listeners: ((event: StorageEvent) => void)[] = [];
    const notifyOthers = (key: string, newValue: string | null) =>
      tabs.filter((tab) => tab.listeners !== listeners).forEach((tab) => tab.listeners.forEach((listener) => listener({ key, newValue } as StorageEvent)));
    tabs.push({
      listeners,
      env: {
        BroadcastChannel: undefined,
        localStorage: {
          setItem: (key, value) => {
            entries.set(key, value);
            notifyOthers(key, value);
          },
          removeItem: (key) => {
            entries.delete(key);
            notifyOthers(key, null);
          },
        },
        addEventListener: (_type, listener) => listeners.push(listener),
      },
    });
  }
  return { entries, envs: tabs.map((tab) => tab.env), hear: (i: number, key: string, newValue: string | null) => tabs[i]!.listeners.forEach((l) => l({ key, newValue } as StorageEvent)) };
}

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

/** The browser's BroadcastChannel (Node's here), closed after each test. */
class ClosedAfterTest extends BroadcastChannel {
  constructor(name: string) {
    super(name);
    opened.push(this);
  }
}

describe('readSessionMessage', () => {
  it('reads the two messages and ignores anything else of the origin', () => {
    expect(readSessionMessage({ kind: 'active', at: 5 })).toEqual({ kind: 'active', at: 5 });
    expect(readSessionMessage({ kind: 'signedOut', reason: 'idle', nonce: 0.3 })).toEqual({ kind: 'signedOut', reason: 'idle' });
    for (const data of [null, 'signedOut', 1, { kind: 'active' }, { kind: 'active', at: '5' }, { kind: 'active', at: Infinity }, { kind: 'signedOut' }, { kind: 'signedOut', reason: 'because' }, { kind: 'other' }]) {
      expect(readSessionMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('openSessionChannel', () => {
  it('over BroadcastChannel: each tab hears the others, not itself', async () => {
    const env: ChannelEnvironment = { BroadcastChannel: ClosedAfterTest };
    const [one, two] = [openSessionChannel(env), openSessionChannel(env)];
    const heard: [string, SessionMessage][] = [];
    one.subscribe((message) => heard.push(['one', message]));
    const stop = two.subscribe((message) => heard.push(['two', message]));
    one.post({ kind: 'active', at: 42 });
    await expect.poll(() => heard).toEqual([['two', { kind: 'active', at: 42 }]]);
    stop();
    two.post({ kind: 'signedOut', reason: 'member' });
    await expect.poll(() => heard.length).toBe(2);
    expect(heard[1]).toEqual(['one', { kind: 'signedOut', reason: 'member' }]);
  });

  it('without BroadcastChannel, over the storage event: the others hear it, and no entry is left', () => {
    const { entries, envs, hear } = storageTabs(3);
    const [one, two, three] = envs.map(openSessionChannel) as [ReturnType<typeof openSessionChannel>, ReturnType<typeof openSessionChannel>, ReturnType<typeof openSessionChannel>];
    const heard: string[] = [];
    one.subscribe((m) => heard.push(`one ${JSON.stringify(m)}`));
    two.subscribe((m) => heard.push(`two ${JSON.stringify(m)}`));
    three.subscribe((m) => heard.push(`three ${JSON.stringify(m)}`));
    one.post({ kind: 'signedOut', reason: 'idle' });
    one.post({ kind: 'signedOut', reason: 'idle' });
    expect(heard).toEqual([
      'two {"kind":"signedOut","reason":"idle"}',
      'three {"kind":"signedOut","reason":"idle"}',
      'two {"kind":"signedOut","reason":"idle"}',
      'three {"kind":"signedOut","reason":"idle"}',
    ]);
    expect(entries.size).toBe(0);

    // Another key, a removal, text that is no JSON or no message: nothing.
    heard.length = 0;
    hear(1, 'md.session', '{"kind":"signedOut","reason":"idle"}');
    hear(1, SESSION_CHANNEL_ENTRY, null);
    hear(1, SESSION_CHANNEL_ENTRY, '{"kind":');
    hear(1, SESSION_CHANNEL_ENTRY, '{"kind":"signedOut","reason":"<img>"}');
    expect(heard).toEqual([]);
  });

  it('posts nothing, and throws nothing, where neither exists or storage refuses', () => {
    expect(() => openSessionChannel({}).post({ kind: 'active', at: 1 })).not.toThrow();
    const refusing: ChannelEnvironment = {
      localStorage: { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined },
      addEventListener: () => undefined,
    };
    expect(() => openSessionChannel(refusing).post({ kind: 'active', at: 1 })).not.toThrow();
  });
});
