import { describe, expect, it } from 'vitest';
import { studioReducer } from '../../../src/studio/app/reducer.ts';
import { initialState, type StudioState } from '../../../src/studio/app/state.ts';

const setup = { base: { files: {}, hash: 'h' }, documentVersion: 2, demoSessions: [], previewLinks: false };
const opened = (brand: string) =>
  ({
    type: 'brandOpened',
    setup,
    published: { number: 1, files: { 'brand.json': { name: brand } } },
    draft: { brand, parent: 1, files: { 'brand.json': { name: brand } } },
    offered: null,
  }) as const;
const run = (...actions: Parameters<typeof studioReducer>[1][]): StudioState => actions.reduce(studioReducer, initialState(null));

describe('the studio opening brands', () => {
  it("keeps the brand the operator picked last when an earlier pick's answer comes after it", () => {
    const state = run(
      { type: 'brandOpening', brand: 'lucky' },
      { type: 'brandOpening', brand: 'royal' },
      opened('royal'),
      // lucky's answers, late: the picker says royal, so the editor must hold royal's draft.
      opened('lucky'),
      { type: 'brandFailed', brand: 'lucky', message: 'Could not open brand lucky: timed out' },
    );
    expect(state.brand).toBe('royal');
    expect(state.draft?.brand).toBe('royal');
    expect(state.published?.files).toEqual({ 'brand.json': { name: 'royal' } });
    expect(state.brandStatus).toEqual({ state: 'idle' });
  });

  it('takes the answer of the brand being opened, and its failure', () => {
    expect(run({ type: 'brandOpening', brand: 'royal' }, opened('royal')).draft?.brand).toBe('royal');
    const failed = run({ type: 'brandOpening', brand: 'royal' }, { type: 'brandFailed', brand: 'royal', message: 'Could not open brand royal: 500' });
    expect(failed.brandStatus).toEqual({ state: 'failed', message: 'Could not open brand royal: 500' });
  });
});
