import { useEffect, useRef, useState } from 'react';
import { PlatformError } from '../../core/platformApi.ts';
import type { FormProps } from '../../generated/widgets/form.ts';
import type { AppEnv } from '../../renderer/env.ts';
import type { Values } from './validate.ts';

/** What a field checked with the platform while typed says: being checked, free, taken, or checked later. */
export type LiveCheck = 'checking' | 'available' | 'taken' | 'later';

/** Typing pauses this long before a value is asked about. */
export const LIVE_CHECK_DEBOUNCE_MS = 400;

/**
 * Fields with `liveCheck` ask the platform about their value while the person types: 400 ms after the last
 * keystroke, only for a value that passes the field's own checks, once per value (answers are kept for the form's
 * life). A 429 "too many" pauses every check for the seconds it names, then checks the current value. Typing is
 * never held up; a check that fails otherwise says nothing (the submit is checked anyway).
 */
export function useLiveChecks(
  fields: FormProps['fields'],
  shown: Readonly<Record<string, unknown>>,
  values: Values,
  failing: Readonly<Record<string, unknown>>,
  env: AppEnv,
): Readonly<Record<string, LiveCheck | undefined>> {
  const [states, setStates] = useState<Record<string, LiveCheck | undefined>>({});
  const answers = useRef(new Map<string, 'available' | 'taken'>());
  const pausedUntil = useRef(0);
  const live = fields.filter((f) => f.liveCheck && f.name in shown);
  const typed = (name: string) => String(values[name] ?? '').trim();
  // The effect runs again when a live field's value, or whether it passes its own checks, changes.
  const key = live.map((f) => `${f.name}\u0000${typed(f.name)}\u0000${f.name in failing ? 1 : 0}`).join('\u0001');

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the live fields' values and checks
  useEffect(() => {
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const set = (name: string, state: LiveCheck | undefined) => {
      if (!cancelled) setStates((s) => (s[name] === state ? s : { ...s, [name]: state }));
    };
    // afterPause: the pause this check waited out is over (not read again from the clock, which tests hold still).
    const check = async (name: string, value: string, afterPause = false) => {
      const wait = pausedUntil.current - env.clock.now();
      if (wait > 0 && !afterPause) {
        set(name, 'later');
        timers.push(setTimeout(() => void check(name, value, true), wait));
        return;
      }
      set(name, 'checking');
      try {
        await env.api.call('checkUsername', { username: value });
        answers.current.set(`${name}\u0000${value}`, 'available');
        set(name, 'available');
      } catch (err) {
        // The seconds a 429 names (read here, not with core/retryAfter.ts: sharing it split it into a chunk of its
        // own, whose name every route's entry then carries in its preload lists).
        const named = err instanceof PlatformError && err.status === 429 ? (err.value as { retryAfter?: unknown } | null)?.retryAfter : undefined;
        const seconds = typeof named === 'number' && named > 0 ? named : undefined;
        if (seconds !== undefined) {
          pausedUntil.current = env.clock.now() + seconds * 1000;
          void check(name, value);
        } else if (err instanceof PlatformError && err.status === 409) {
          answers.current.set(`${name}\u0000${value}`, 'taken');
          set(name, 'taken');
        } else {
          set(name, undefined);
        }
      }
    };
    for (const f of live) {
      const value = typed(f.name);
      const known = answers.current.get(`${f.name}\u0000${value}`);
      if (!value || f.name in failing) set(f.name, undefined);
      else if (known) set(f.name, known);
      else {
        set(f.name, pausedUntil.current > env.clock.now() ? 'later' : undefined);
        timers.push(setTimeout(() => void check(f.name, value), LIVE_CHECK_DEBOUNCE_MS));
      }
    }
    return () => {
      cancelled = true;
      for (const t of timers) clearTimeout(t);
    };
  }, [key, env]);
  return states;
}
