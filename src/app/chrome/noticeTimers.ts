/** Once released, a held notice stays at least this long: the person moved on from it, and may glance back. */
const AFTER_HOLD_MS = 2000;

interface Clock {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Time left when the clock last started. */
  left: number;
  since: number;
}

/**
 * Each notice's clock: it runs out after the notice's duration, stops while the person holds the notice (reads it
 * under the pointer, or is on its button: WCAG 2.2.1) and goes on with what was left once released. Real time, as
 * the timers are (the app's Clock may be fixed in tests and the screen matrix).
 */
export function noticeTimers(expire: (id: number) => void) {
  const clocks = new Map<number, Clock>();
  const run = (id: number, c: Clock) => {
    c.since = Date.now();
    c.timer = setTimeout(() => {
      clocks.delete(id);
      expire(id);
    }, c.left);
  };
  return {
    start(id: number, ms: number) {
      const c: Clock = { timer: undefined, left: ms, since: 0 };
      clocks.set(id, c);
      run(id, c);
    },
    hold(id: number, held: boolean) {
      const c = clocks.get(id);
      if (!c) return;
      if (held && c.timer !== undefined) {
        clearTimeout(c.timer);
        c.timer = undefined;
        c.left = Math.max(0, c.left - (Date.now() - c.since));
      } else if (!held && c.timer === undefined) {
        c.left = Math.max(c.left, AFTER_HOLD_MS);
        run(id, c);
      }
    },
    stop(id: number) {
      clearTimeout(clocks.get(id)?.timer);
      clocks.delete(id);
    },
  };
}
