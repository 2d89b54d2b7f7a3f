import { useEffect, useRef, useState } from 'react';
import { PlatformError } from '../../core/platformApi.ts';
import { useCallRead } from '../../renderer/useCallRead.ts';

/** What a field checked with the platform while typed says: being checked, free, taken, or checked later. */
export type LiveCheck = 'checking' | 'available' | 'taken' | 'later';

/** Typing pauses this long before a value is asked about. */
export const LIVE_CHECK_DEBOUNCE_MS = 400;

/** The milliseconds a 429 "too many" names with `retryAfter` (read here, not with core/retryAfter.ts: sharing it
 * split it into a chunk of its own, whose name every route's entry then carries in its preload lists). */
function pauseOf(err: unknown): number | undefined {
  const named = err instanceof PlatformError && err.status === 429 ? (err.value as { retryAfter?: unknown } | null)?.retryAfter : undefined;
  return typeof named === 'number' && named > 0 ? named * 1000 : undefined;
}

/**
 * A field with `liveCheck` (a form's first shown one) asks the platform about its value while the person types:
 * 400 ms after the last keystroke, only for a value that passes the field's own checks, once per value (the read
 * keeps answers and refusals; one already answered says so at once). A 429 "too many" pauses the checks for the
 * seconds it names, then the current value is checked. Typing is never held up; a check that fails otherwise says
 * nothing (the submit is checked anyway).
 */
export function useLiveCheck(call: 'checkUsername' | undefined, typed: unknown, failing: boolean): LiveCheck | undefined {
  const value = call && !failing ? String(typed ?? '').trim() : '';
  const answered = useRef(new Set<string>());
  const known = value !== '' && answered.current.has(value);
  // The value last asked about, once typing paused on it (and no 429 pause holds the checks).
  const [asked, setAsked] = useState('');
  const [pause, setPause] = useState<{ ms: number } | null>(null);
  const current = known ? value : asked;
  const read = useCallRead('checkUsername', call && current ? { username: current } : null, { once: true, anyone: true });
  const taken = read.status === 'error' && read.error instanceof PlatformError && read.error.status === 409;

  useEffect(() => {
    if (current && (read.status === 'ready' || taken)) answered.current.add(current);
  }, [current, read.status, taken]);
  useEffect(() => {
    if (!value || known || pause) return undefined;
    const timer = setTimeout(() => setAsked(value), LIVE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, known, pause]);
  // A 429 answered just now pauses every check; an old one still in the cache does not (the read asks again).
  const seen = useRef(new WeakSet<object>());
  const tooMany = read.status === 'error' ? pauseOf(read.error) : undefined;
  useEffect(() => {
    if (tooMany === undefined || !(read.error instanceof PlatformError) || seen.current.has(read.error)) return;
    seen.current.add(read.error);
    setPause({ ms: tooMany });
  }, [tooMany, read.error]);
  // When the pause is over, the current value is asked about (again, when it is the one refused).
  const { retry } = read;
  const latest = useRef({ value, asked, retry });
  latest.current = { value, asked, retry };
  useEffect(() => {
    if (!pause) return undefined;
    const timer = setTimeout(() => {
      const { value: now, asked: was, retry: again } = latest.current;
      if (now && now === was) again();
      else if (now) setAsked(now);
      setPause(null);
    }, pause.ms);
    return () => clearTimeout(timer);
  }, [pause]);

  if (!value) return undefined;
  if (current !== value) return pause ? 'later' : undefined;
  if (read.status === 'ready') return 'available';
  if (taken) return 'taken';
  if (pause || tooMany !== undefined) return 'later';
  return read.status === 'loading' ? 'checking' : undefined;
}
