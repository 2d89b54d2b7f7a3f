import type { ThreeWayDifference } from '../../../generated/api/shapes/threeWayDifference.ts';
import { deepEqual, isObject, parsePointer } from '../../draft/json.ts';
import { idOf } from '../../draft/lists.ts';
import type { RebaseConflict } from '../../draft/rebase.ts';
import { SEPARATOR } from './changeText.ts';

export type { ThreeWayDifference };

export const isThreeWayDifference = (v: unknown): v is ThreeWayDifference => {
  const d = v as Partial<ThreeWayDifference> | null;
  return typeof d === 'object' && d !== null && Array.isArray(d.draft) && Array.isArray(d.publishedChanges) && Array.isArray(d.conflicts);
};

export type Choice = 'mine' | 'theirs';
export const conflictKey = (c: RebaseConflict): string => `${c.file}\u0000${c.pointer}`;

/** A step of a place: an object key, or a list entry (found by its id when it has one, else by index). */
type Step = { key: string } | { index: number; id?: string };

/**
 * The steps of `pointer` read in `ref`. The draft model's rebase indexes list entries as they are in theirs (or
 * in mine for an entry only mine has), and either side may hold the entry at another index: an entry with an id
 * is found by it on every side.
 */
function stepsIn(ref: unknown, pointer: string): Step[] | null {
  const steps: Step[] = [];
  let v = ref;
  for (const seg of parsePointer(pointer)) {
    if (Array.isArray(v)) {
      const index = Number(seg);
      if (!(index >= 0 && index < v.length)) return null;
      steps.push({ index, id: idOf(v[index]) });
      v = v[index];
    } else {
      steps.push({ key: seg });
      v = isObject(v) ? v[seg] : undefined;
    }
  }
  return steps;
}

const indexIn = (list: unknown[], step: { index: number; id?: string }): number =>
  step.id === undefined ? step.index : list.findIndex((e) => idOf(e) === step.id);

function getBySteps(doc: unknown, steps: Step[]): unknown {
  let v = doc;
  for (const step of steps) {
    if ('key' in step) v = isObject(v) && Object.hasOwn(v, step.key) ? v[step.key] : undefined;
    else if (Array.isArray(v)) {
      const i = indexIn(v, step);
      v = i < 0 ? undefined : v[i];
    } else return undefined;
  }
  return v;
}

/** `doc` with the value at `steps` replaced (undefined removes it); an entry the list lacks is appended. A copy. */
function setBySteps(doc: unknown, steps: Step[], value: unknown): unknown {
  if (steps.length === 0) return value === undefined ? undefined : structuredClone(value);
  const [step, ...rest] = steps;
  if (!('key' in step)) {
    const out = Array.isArray(doc) ? [...doc] : [];
    const i = indexIn(out, step);
    const next = setBySteps(i < 0 ? undefined : out[i], rest, value);
    if (i < 0) {
      if (next !== undefined && rest.length === 0) out.push(next);
    } else if (next === undefined && rest.length === 0) out.splice(i, 1);
    else out[i] = next;
    return out;
  }
  const out: Record<string, unknown> = isObject(doc) ? { ...doc } : {};
  const next = setBySteps(out[step.key], rest, value);
  if (next === undefined) delete out[step.key];
  else out[step.key] = next;
  return out;
}

/**
 * The steps of a conflict's place. Its list indices are theirs' for an entry theirs has, mine's for one only mine
 * has; of the two readings, the place is the one where the sides differ (a conflict is where both changed).
 */
function stepsOf(c: RebaseConflict, mine: Record<string, unknown>, theirs: Record<string, unknown>): Step[] {
  const readings = [stepsIn(theirs[c.file], c.pointer), stepsIn(mine[c.file], c.pointer)].filter((s): s is Step[] => s !== null);
  const differing = readings.find((steps) => !deepEqual(getBySteps(mine[c.file], steps), getBySteps(theirs[c.file], steps)));
  return differing ?? readings[0] ?? parsePointer(c.pointer).map((key) => ({ key }));
}

/** Where a conflict is, for a person: "screens/home.json › body › home.banners › props › speed". */
export function conflictPlace(c: RebaseConflict, mine: Record<string, unknown>, theirs: Record<string, unknown>): string {
  const steps = stepsOf(c, mine, theirs).map((s) => ('key' in s ? s.key : (s.id ?? `item ${s.index + 1}`)));
  return [c.file, ...steps].join(SEPARATOR);
}

/** What each side has at a conflict's place (undefined: that side has nothing there). */
export function sideValues(c: RebaseConflict, mine: Record<string, unknown>, theirs: Record<string, unknown>): { mine: unknown; theirs: unknown } {
  const steps = stepsOf(c, mine, theirs);
  return { mine: getBySteps(mine[c.file], steps), theirs: getBySteps(theirs[c.file], steps) };
}

/**
 * The rebased files with each conflict settled as the operator chose: "keep mine" puts the draft's value at that
 * place, "take theirs" the published one's (either may be "nothing": the key or entry is then removed).
 */
export function settleConflicts(
  rebased: Record<string, unknown>,
  conflicts: RebaseConflict[],
  choices: Record<string, Choice>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): Record<string, unknown> {
  const files: Record<string, unknown> = { ...rebased };
  for (const c of conflicts) {
    const choice = choices[conflictKey(c)];
    if (!choice) continue;
    const steps = stepsOf(c, mine, theirs);
    const value = getBySteps(choice === 'mine' ? mine[c.file] : theirs[c.file], steps);
    const next = setBySteps(files[c.file], steps, value);
    if (next === undefined) delete files[c.file];
    else files[c.file] = next;
  }
  return files;
}
