import { describe, expect, it } from 'vitest';
import { createRefusalLimiter } from './refusal-limiter';

describe('refusal limiter', () => {
  it('records 20 refusals per actor per minute, counts the rest, and reports the count with the next recorded one', () => {
    let now = 0;
    const limiter = createRefusalLimiter({ now: () => now });
    const first = Array.from({ length: 25 }, () => limiter.take('mallory'));
    expect(first.filter((d) => d.record)).toHaveLength(20);
    expect(first.slice(20)).toEqual(Array(5).fill({ record: false }));
    // Another actor has a window of its own.
    expect(limiter.take('editor')).toEqual({ record: true, unrecordedBefore: 0 });
    now += 59_999;
    expect(limiter.take('mallory')).toEqual({ record: false });
    now += 1;
    expect(limiter.take('mallory')).toEqual({ record: true, unrecordedBefore: 6 });
    expect(limiter.take('mallory')).toEqual({ record: true, unrecordedBefore: 0 });
  });

  it('keeps memory bounded: past maxActors, an actor with nothing owed is forgotten first', () => {
    let now = 0;
    const limiter = createRefusalLimiter({ max: 1, windowMs: 10, maxActors: 3, now: () => now });
    limiter.take('a');
    limiter.take('a'); // a owes one
    limiter.take('b');
    now = 20;
    limiter.take('c');
    limiter.take('d'); // b is forgotten (its window over, nothing owed); a keeps its count
    expect(limiter.size).toBe(3);
    expect(limiter.take('a')).toEqual({ record: true, unrecordedBefore: 1 });
    for (let i = 0; i < 1000; i++) limiter.take(`actor-${i}`);
    expect(limiter.size).toBe(3);
  });
});
