import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generate, readTree } from '../../tools/gen/index.ts';

it('src/generated is up to date with schemas/ (run `npm run gen` after changing a schema)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gen-'));
  try {
    await generate(dir);
    const fresh = readTree(dir);
    const committed = readTree(join(import.meta.dirname, '..', '..', 'src', 'generated'));
    expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
    for (const [rel, text] of fresh) expect(committed.get(rel), rel).toBe(text);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // About 5 s alone; the whole suite runs it beside the browser stages, where it once took over 60 s.
}, 180_000);
