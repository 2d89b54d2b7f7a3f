import { describe, expect, it } from 'vitest';
import { rewriteJson } from '../../../tools/migrate/rewriteJson.ts';

describe('rewriteJson: a migrated document written back with the fewest edits', () => {
  it('renames a key where it stands, on a one-line object too, and puts schemaVersion after $schema', () => {
    const text = [
      '{',
      '  "$schema": "../x.json",',
      '  "body": [',
      '    { "id": "w", "props": { "titleKey": "t", "speed": 1500, "limit": 20 } }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const after = { $schema: '../x.json', schemaVersion: 2, body: [{ id: 'w', props: { titleKey: 't', scrollIntervalMs: 1500, limit: 20 } }] };
    expect(rewriteJson(text, after)).toBe(
      [
        '{',
        '  "$schema": "../x.json",',
        '  "schemaVersion": 2,',
        '  "body": [',
        '    { "id": "w", "props": { "titleKey": "t", "scrollIntervalMs": 1500, "limit": 20 } }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('replaces and removes values in place, keeping the layout of the rest', () => {
    const text = '{\n  "a": 1,\n  "b": { "c": [1, 2] },\n  "d": true\n}\n';
    expect(rewriteJson(text, { a: 2, b: { c: [1, 3] } })).toBe('{\n  "a": 2,\n  "b": { "c": [1, 3] }\n}\n');
  });

  it('inserts a key first when nothing precedes it, in the style of its neighbours', () => {
    expect(rewriteJson('{ "id": "x" }', { schemaVersion: 2, id: 'x' })).toBe('{ "schemaVersion": 2, "id": "x" }');
  });
});
