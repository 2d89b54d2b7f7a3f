import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations, formatViolation, readSources } from '../../tools/layers/checkLayers.ts';

const root = join(import.meta.dirname, '..', '..');
/** The check over a few modules given by their path under the root: what it reports, as `npm test` prints it. */
const check = (files: Record<string, string>): string[] =>
  findViolations(root, new Map(Object.entries(files).map(([path, source]) => [join(root, path), source]))).map((v) => formatViolation(root, v));

describe('layers of src/, server/ and tools/ (tools/layers/layers.ts)', () => {
  it('every import of src/, server/ and tools/ keeps the rules', () => {
    const files = readSources(root);
    expect([...files.keys()].some((f) => f.includes(`${join('server', 'src')}`))).toBe(true);
    expect([...files.keys()].some((f) => f.includes(join('tools', 'bench')))).toBe(true);
    expect(findViolations(root, files).map((v) => formatViolation(root, v))).toEqual([]);
  });

  it('reports an import that goes up, with its file and line', () => {
    expect(
      check({
        'src/core/x.ts': "import type { A } from '../generated/a.ts';\nimport { NodeView } from '../renderer/NodeView.tsx';\n",
        'src/widgets/w/W.tsx': "export { run } from '../../actions/run.ts';\nconst m = () => import('../../app/boot.tsx');\n",
        'src/renderer/ok.ts': "import { x } from '../core/x.ts';\nimport { y } from './y.ts';\n",
      }),
    ).toEqual([
      'src/core/x.ts:2  core may not import renderer  (../renderer/NodeView.tsx)',
      'src/widgets/w/W.tsx:1  widgets may not import actions  (../../actions/run.ts)',
      'src/widgets/w/W.tsx:2  widgets may not import app  (../../app/boot.tsx)',
    ]);
  });

  it('a folder of src/ that is no layer is reported', () => {
    expect(check({ 'src/misc/x.ts': 'export const x = 1;\n' })).toEqual([
      'src/misc/x.ts:1  app may not import misc (not a layer of tools/layers/layers.ts)  (the file sits outside every layer)',
    ]);
  });

  it('nothing in src/ imports the server or the tools', () => {
    expect(
      check({
        'src/app/boot.tsx': "import { createDb } from '../../server/src/db/index.ts';\n",
        'src/core/brand/x.ts': "export { lint } from '../../../tools/lint/index.ts';\n",
      }),
    ).toEqual([
      'src/app/boot.tsx:1  app may not import server  (../../server/src/db/index.ts)',
      'src/core/brand/x.ts:1  core may not import tools  (../../../tools/lint/index.ts)',
    ]);
  });

  it('the server imports of src/ only the contract: generated, core and the body encryption', () => {
    expect(
      check({
        'server/src/routes/a.ts': [
          "import type { Brand } from '../../../src/generated/brand.ts';",
          "import { composeBrand } from '../../../src/core/brand/compose.ts';",
          "import { modernAad } from '../../../src/api/encryption/modern.ts';",
          "import { createApiClient } from '../../../src/api/client.ts';",
          "import { StorageKeys } from '../../../src/state/storageKeys.ts';",
          "const w = () => import('../../../src/widgets/index.ts');",
        ].join('\n'),
      }),
    ).toEqual([
      'server/src/routes/a.ts:4  server may not import src/api/client.ts (outside the contract)  (../../../src/api/client.ts)',
      'server/src/routes/a.ts:5  server may not import src/state/storageKeys.ts (outside the contract)  (../../../src/state/storageKeys.ts)',
      'server/src/routes/a.ts:6  server may not import src/widgets/index.ts (outside the contract)  (../../../src/widgets/index.ts)',
    ]);
  });

  it('a tools/ module the server imports keeps the server’s rule, however deep, and loses the tools’ exceptions', () => {
    expect(
      check({
        'server/src/brands/served.ts': "import { manifest } from '../../../tools/pwa/manifest.ts';\n",
        'tools/pwa/manifest.ts': "import { lang } from '../lang/lang.ts';\nimport { paths } from '../../src/core/brand/appAssetPaths.ts';\n",
        'tools/lang/lang.ts': "import { htmlLang } from '../../src/i18n/htmlLang.ts';\n",
        // An exception of the table, but reached from the server.
        'tools/visual/page.ts': "import { createApiClient } from '../../src/api/client.ts';\n",
        'server/src/visual.ts': "import { page } from '../../tools/visual/page.ts';\n",
      }),
    ).toEqual([
      'tools/lang/lang.ts:1  tools (imported by server) may not import src/i18n/htmlLang.ts (outside the contract)  (../../src/i18n/htmlLang.ts)',
      'tools/visual/page.ts:1  tools (imported by server) may not import src/api/client.ts (outside the contract)  (../../src/api/client.ts)',
    ]);
  });

  it('tools/ import the contract, the server and each other; of the rest of src/ only their listed exceptions', () => {
    expect(
      check({
        'tools/operator/cli.ts': "import { createDb } from '../../server/src/db/index.ts';\nimport { x } from '../lint/index.ts';\n",
        'tools/bench/api.ts': "import { createApiClient } from '../../src/api/client.ts';\nimport { wireRequest } from '../../src/api/wireRequest.ts';\n",
        'tools/bench/other.ts': "import { createApiClient } from '../../src/api/client.ts';\nimport type { Env } from '../../src/renderer/env.ts';\n",
      }),
    ).toEqual([
      'tools/bench/other.ts:1  tools may not import src/api/client.ts (outside the contract)  (../../src/api/client.ts)',
      'tools/bench/other.ts:2  tools may not import src/renderer/env.ts (outside the contract)  (../../src/renderer/env.ts)',
    ]);
  });

  it('the contract imports only the contract', () => {
    expect(
      check({
        'src/api/encryption/modern.ts': "import { utf8 } from './bytes.ts';\nimport { headers } from '../headers.ts';\n",
      }),
    ).toEqual(['src/api/encryption/modern.ts:2  api may not import src/api/headers.ts (outside the contract)  (../headers.ts)']);
  });

  it('a widget imports no other widget: only its own folder, the shared folder and the registry', () => {
    expect(
      check({
        'src/widgets/withdrawForm/WithdrawForm.tsx': [
          "import { parseAmount } from '../depositForm/amount.ts';",
          "import { useCountdown } from '../shared/countdown.ts';",
          "import { Tile } from '../shared/game/GameTile.tsx';",
          "import { widgets } from '../index.ts';",
          "import { rules } from './rules.ts';",
        ].join('\n'),
        'src/widgets/form/theme/Sms.tsx': "import { coverOf } from '../../promotionList/cover.ts';\n",
        'src/widgets/shared/home/Carousel.tsx': "import { GameTile } from '../game/GameTile.tsx';\nimport { Grid } from '../../gameGrid/Grid.tsx';\n",
      }),
    ).toEqual([
      'src/widgets/withdrawForm/WithdrawForm.tsx:1  widgets/withdrawForm may not import widgets/depositForm  (../depositForm/amount.ts)',
      'src/widgets/form/theme/Sms.tsx:1  widgets/form may not import widgets/promotionList  (../../promotionList/cover.ts)',
      'src/widgets/shared/home/Carousel.tsx:2  widgets/shared may not import widgets/gameGrid  (../../gameGrid/Grid.tsx)',
    ]);
  });

  it('a widget calls the platform only through the data layer: no env.api, no refresh of a source by name', () => {
    expect(
      check({
        'src/widgets/w/W.tsx': [
          'const { env } = useRenderer();',
          "await env.api.call('withdraw', input);",
          "void env.refreshData('walletBalance');",
          'const { api } = env;',
          "const sent = await mutation.send('withdraw', input);",
        ].join('\n'),
        'src/renderer/useMutation.ts': 'await env.api.call(name, input);\n',
      }),
    ).toEqual([
      'src/widgets/w/W.tsx:2  widgets/w may not call the platform directly (useMutation, useCallRead or usePagedCall; a refresh action in the document)  (api)',
      'src/widgets/w/W.tsx:3  widgets/w may not call the platform directly (useMutation, useCallRead or usePagedCall; a refresh action in the document)  (refreshData)',
      'src/widgets/w/W.tsx:4  widgets/w may not call the platform directly (useMutation, useCallRead or usePagedCall; a refresh action in the document)  (api)',
    ]);
  });
});
