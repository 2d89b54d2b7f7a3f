import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalDraft, loadLocalDraft, saveLocalDraft } from '../../../../src/studio/draft/index.ts';

describe('the draft kept in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('is saved under mc-studio.draft.<brand> and read back', () => {
    const draft = { brand: 'royal', parent: 3, files: { 'brand.json': { schemaVersion: 2, name: 'R' } } };
    expect(saveLocalDraft(draft, 1234)).toBe(true);
    expect(JSON.parse(localStorage.getItem('mc-studio.draft.royal') ?? '')).toEqual({ parent: 3, files: draft.files, savedAt: 1234 });
    expect(loadLocalDraft('royal')).toEqual({ ...draft, savedAt: 1234 });
    expect(loadLocalDraft('lucky')).toBeNull();
    clearLocalDraft('royal');
    expect(loadLocalDraft('royal')).toBeNull();
  });

  it('tolerates garbage', () => {
    for (const text of ['{', 'null', '[]', '{"parent":"3","files":{}}', '{"parent":3,"files":[]}', '{"parent":1.5,"files":{}}']) {
      localStorage.setItem('mc-studio.draft.royal', text);
      expect(loadLocalDraft('royal')).toBeNull();
    }
  });
});
