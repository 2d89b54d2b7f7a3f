import { useEffect, useMemo, useState } from 'react';
import type { Clock } from '../../../renderer/env.ts';

/**
 * The device's clock is trusted unless it is this far from the server's: a clock that is plainly wrong (another
 * day, a wrong zone set by hand) is corrected, small drift is not, so a fixed test clock (the screen matrix, the
 * visual matrix, whose server clock runs on from the same instant) shows the same countdown every run.
 */
const TRUSTED_SKEW_MS = 60 * 60_000;
/** While a reached target has not changed (the device ran ahead of the server), ask again this often. */
const RECHECK_MS = 10_000;

/**
 * Milliseconds left until `target` (server epoch ms), ticking each second on env.clock; `serverNow` is the server's
 * clock when the figures were read. Calls `onDone` when it reaches zero, and again every 10 s while the target
 * stays reached.
 */
export function useCountdown(clock: Clock, target: number | null, serverNow: number, onDone: () => void): number {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the skew is measured once per server reading.
  const skew = useMemo(() => {
    const d = serverNow - clock.now();
    return serverNow > 0 && Math.abs(d) > TRUSTED_SKEW_MS ? d : 0;
  }, [serverNow]);
  const [now, setNow] = useState(() => clock.now() + skew);
  useEffect(() => {
    setNow(clock.now() + skew);
    const id = setInterval(() => setNow(clock.now() + skew), 1000);
    return () => clearInterval(id);
  }, [clock, skew]);
  const left = target === null ? 0 : Math.max(0, target - now);
  const reached = target !== null && left === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onDone once per target reached (and rechecks), not on every render.
  useEffect(() => {
    if (!reached) return;
    onDone();
    const id = setInterval(onDone, RECHECK_MS);
    return () => clearInterval(id);
  }, [reached, target]);
  return left;
}

/** "01:05:09" (hours shown when any), "04:59". */
export function countdownText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
