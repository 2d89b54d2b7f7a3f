/**
 * When red envelope rain falls: an event's windows last duration_minutes and start at first_start_minute (UTC
 * minute of the day) and every repeat_minutes after it within the day (repeat 1440: once a day). Pure functions of
 * the event and the server's clock.
 */
const MIN = 60_000;
const DAY = 1440 * MIN;

export interface RainTimes {
  firstStartMinute: number;
  durationMinutes: number;
  repeatMinutes: number;
}

export interface RainWindow {
  start: number;
  end: number;
}

/** The windows of the UTC days around `now` (yesterday's last one may still run after midnight), in order. */
function windowsAround(e: RainTimes, now: number): RainWindow[] {
  const today = now - (((now % DAY) + DAY) % DAY);
  const out: RainWindow[] = [];
  for (const day of [today - DAY, today, today + DAY]) {
    for (let m = e.firstStartMinute; m < 1440; m += e.repeatMinutes) {
      out.push({ start: day + m * MIN, end: day + (m + e.durationMinutes) * MIN });
    }
  }
  return out;
}

/** The window running at `now`, else null. */
export function currentWindow(e: RainTimes, now: number): RainWindow | null {
  return windowsAround(e, now).find((w) => w.start <= now && now < w.end) ?? null;
}

/** The first window starting after `now` (there is one within a day). */
export function nextWindow(e: RainTimes, now: number): RainWindow {
  const next = windowsAround(e, now).find((w) => w.start > now);
  if (!next) throw new Error('A red rain event has no window within a day');
  return next;
}
