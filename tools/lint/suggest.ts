import { distance } from 'fastest-levenshtein';

/**
 * The known name an operator most likely meant: a case-insensitive match first, else the closest name at edit
 * distance 3 or less, ignoring case (ties go to the earlier name). Undefined when nothing is close enough to be a useful hint.
 */
export function didYouMean(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    const d = distance(lower, candidate.toLowerCase()); // case slips count for nothing
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= 3 && bestDistance < Math.max(name.length, 2) ? best : undefined;
}
