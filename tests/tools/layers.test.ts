import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations, formatViolation, readSources } from '../../tools/layers/checkLayers.ts';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');

describe('layers of src/ (tools/layers/layers.ts)', () => {
  it('every import points down a layer', () => {
    const violations = findViolations(src, readSources(src)).map((v) => formatViolation(root, v));
    expect(violations).toEqual([]);
  });

  it('reports an import that goes up, with its file and line', () => {
    const files = new Map([
      [join(src, 'core', 'x.ts'), "import type { A } from '../generated/a.ts';\nimport { NodeView } from '../renderer/NodeView.tsx';\n"],
      [join(src, 'widgets', 'w', 'W.tsx'), "export { run } from '../../actions/run.ts';\nconst m = () => import('../../app/boot.tsx');\n"],
      [join(src, 'renderer', 'ok.ts'), "import { x } from '../core/x.ts';\nimport { y } from './y.ts';\n"],
    ]);
    expect(findViolations(src, files).map((v) => formatViolation(root, v))).toEqual([
      'src/core/x.ts:2  core may not import renderer  (../renderer/NodeView.tsx)',
      'src/widgets/w/W.tsx:1  widgets may not import actions  (../../actions/run.ts)',
      'src/widgets/w/W.tsx:2  widgets may not import app  (../../app/boot.tsx)',
    ]);
  });

  it('a folder of src/ that is no layer is reported', () => {
    const files = new Map([[join(src, 'misc', 'x.ts'), 'export const x = 1;\n']]);
    expect(findViolations(src, files).map((v) => formatViolation(root, v))).toEqual(['src/misc/x.ts:1  app may not import misc (not a layer of tools/layers/layers.ts)  (the file sits outside every layer)']);
  });
});
