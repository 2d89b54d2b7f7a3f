import { describe, expect, it } from 'vitest';
import { createFetchPacer } from '../../../src/api/fetchPacer.ts';

/** Resolves after the next macrotask (a MessageChannel message, like the pacer's own). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('requests start one per task', () => {
  it('starts the first request at once and each further one in a task of its own, in order', async () => {
    const pace = createFetchPacer();
    const started: string[] = [];
    const start = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    const answers = Promise.all(['a', 'b', 'c'].map((n) => pace(start(n))));
    // Same task: only the first has started.
    expect(started).toEqual(['a']);
    await Promise.resolve();
    expect(started).toEqual(['a']);
    await expect(answers).resolves.toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
    // Idle again: the next request starts at once.
    await nextTask();
    void pace(start('d'));
    expect(started.at(-1)).toBe('d');
  });

  it('passes failures through and keeps going', async () => {
    const pace = createFetchPacer();
    const failing = pace(() => Promise.reject(new Error('offline')));
    const next = pace(() => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('offline');
    await expect(next).resolves.toBe('ok');
  });

  it('tells when every request asked for so far has started', async () => {
    const pace = createFetchPacer();
    const started: string[] = [];
    const start = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    await pace.allStarted(); // nothing waits: at once
    for (const n of ['a', 'b', 'c']) void pace(start(n));
    await pace.allStarted();
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
