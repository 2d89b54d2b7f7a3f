/** Settling a rebase's conflicts: keep mine / take theirs, with list entries found by id on every side. */
import { describe, expect, it } from 'vitest';
import { rebase } from '../../../src/studio/draft/index.ts';
import { conflictKey, settleConflicts, sideValues } from '../../../src/studio/ui/publish/conflicts.ts';

describe('settleConflicts', () => {
  it('finds the entry by id when the sides hold it at different indices', () => {
    const parent = { 'screens/home.json': { body: [{ id: 'a', props: { speed: 1 } }] } };
    const mine = { 'screens/home.json': { body: [{ id: 'a', props: { speed: 2 } }] } };
    // Theirs added an entry before it and changed the same prop.
    const theirs = {
      'screens/home.json': {
        body: [
          { id: 'new', type: 'Notice' },
          { id: 'a', props: { speed: 3 } },
        ],
      },
    };
    const result = rebase(parent, mine, theirs);
    expect(result.conflicts).toHaveLength(1);
    const [c] = result.conflicts;
    expect(sideValues(c, mine, theirs)).toEqual({ mine: 2, theirs: 3 });
    const kept = settleConflicts(result.files, result.conflicts, { [conflictKey(c)]: 'mine' }, mine, theirs);
    expect(kept).toEqual({
      'screens/home.json': {
        body: [
          { id: 'new', type: 'Notice' },
          { id: 'a', props: { speed: 2 } },
        ],
      },
    });
    const taken = settleConflicts(result.files, result.conflicts, { [conflictKey(c)]: 'theirs' }, mine, theirs);
    expect(taken).toEqual(theirs);
  });

  it('keeps a node mine changed that theirs removed, or lets it go', () => {
    const parent = { 'screens/home.json': { body: [{ id: 'a', props: { speed: 1 } }, { id: 'b' }] } };
    const mine = { 'screens/home.json': { body: [{ id: 'a', props: { speed: 2 } }, { id: 'b' }] } };
    const theirs = { 'screens/home.json': { body: [{ id: 'b' }] } };
    const result = rebase(parent, mine, theirs);
    expect(result.conflicts).toHaveLength(1);
    const choice = (side: 'mine' | 'theirs') => settleConflicts(result.files, result.conflicts, { [conflictKey(result.conflicts[0])]: side }, mine, theirs);
    expect(choice('theirs')).toEqual(theirs);
    expect((choice('mine')['screens/home.json'] as { body: unknown[] }).body).toContainEqual({ id: 'a', props: { speed: 2 } });
  });
});
