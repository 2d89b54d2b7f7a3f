import { afterAll, describe, expect, it } from 'vitest';
import { lintConfig, type Finding } from '../../../tools/lint/index.ts';
import { traceOrigin } from '../../../tools/lint/origin.ts';
import { byRule, cleanupCopies, copyScreens, errors, fileOf, positionOf, writeJson } from './helpers.ts';

// An overlay's node lists name only the nodes they change (src/core/brand/patchNodeList.ts); lint:config checks each
// entry against _base's list and reports at the overlay file's own line.
afterAll(cleanupCopies);

const BETA_HOME = 'beta/screens/home.json';
const ALPHA = 'alpha/brand.json';

async function lintOverlay(rel: string, value: unknown): Promise<{ dir: string; findings: Finding[] }> {
  const dir = copyScreens();
  writeJson(dir, rel, value);
  return { dir, findings: await lintConfig(dir) };
}

const alphaWith = (chrome: unknown) => ({
  id: 'alpha',
  name: 'Alpha',
  merchantCode: 'ALPHA',
  hosts: ['alpha.localhost'],
  theme: { logoText: 'Alpha' },
  chrome,
});

describe('overlay node lists in lint:config', () => {
  it('accepts merge, remove, insert after and reorder', async () => {
    const { findings } = await lintOverlay(
      ALPHA,
      alphaWith({
        header: [{ id: 'header.login', $remove: true }],
        leftMenu: [{ id: 'left.help', $after: 'left.about', type: 'button', props: { labelKey: 'about' } }, { $order: ['left.help', 'left.about'] }],
        popups: [{ id: 'popup.notice', props: { textKey: 'about' } }],
      }),
    );
    expect(errors(findings)).toEqual([]);
  });

  it('errors on an id _base lacks that is no insertion, with did-you-mean, at the overlay line', async () => {
    const { dir, findings } = await lintOverlay(ALPHA, alphaWith({ header: [{ id: 'header.logn', props: { labelKey: 'about' } }] }));
    const [f] = byRule(findings, 'overlay-unknown-id');
    expect(f).toMatchObject({
      file: fileOf(dir, ALPHA),
      pointer: '/chrome/header/0/id',
      suggestion: 'header.login',
      severity: 'error',
      ...positionOf(dir, ALPHA, '"header.logn"'),
    });
  });

  it('errors on $remove of an unknown id, an $after or $order naming no node, with did-you-mean', async () => {
    const { dir, findings } = await lintOverlay(
      ALPHA,
      alphaWith({
        bottomBar: [{ id: 'bottom.hom', $remove: true }],
        leftMenu: [{ id: 'left.help', $after: 'left.abot', type: 'button' }, { $order: ['left.help', 'left.abou'] }],
      }),
    );
    expect(byRule(findings, 'overlay-unknown-id').map((f) => [f.pointer, f.suggestion])).toEqual([['/chrome/bottomBar/0/id', 'bottom.home']]);
    const [anchor] = byRule(findings, 'overlay-anchor');
    expect(anchor).toMatchObject({ pointer: '/chrome/leftMenu/0/$after', suggestion: 'left.about', ...positionOf(dir, ALPHA, '"left.abot"') });
    expect(byRule(findings, 'overlay-order').map((f) => [f.pointer, f.suggestion])).toEqual([['/chrome/leftMenu/1/$order/1', 'left.about']]);
  });

  it('warns once per list on entries that repeat _base unchanged', async () => {
    const { dir, findings } = await lintOverlay(BETA_HOME, {
      body: [
        { id: 'home.empty', type: 'noData', props: { messageKey: 'no_data' } },
        {
          id: 'home.main',
          slots: {
            children: [
              { id: 'home.title', type: 'text', props: { textKey: 'welcome', variant: 'title' } },
              { id: 'home.go', props: { labelKey: 'home' } },
            ],
          },
        },
      ],
    });
    const hits = byRule(findings, 'overlay-repeats-base');
    expect(hits.map((f) => [f.pointer, f.severity])).toEqual([
      ['/body/0', 'warning'],
      ['/body/1/slots/children/0', 'warning'],
    ]);
    expect(hits[0].message).toMatch(/^this repeats _base; keep only what changes \("home.empty" is the same as in _base\)/);
    expect(hits[0]).toMatchObject(positionOf(dir, BETA_HOME, '{', '{\n      "id": "home.empty"'));
  });

  it('points a composed finding at the overlay entry that wrote it, though composed and overlay indexes differ', async () => {
    const { dir, findings } = await lintOverlay(BETA_HOME, {
      body: [
        { id: 'home.x', $before: 'home.main', type: 'text', props: { textKey: 'welcome' } },
        { id: 'home.empty', type: 'nodata' },
      ],
    });
    const [f] = byRule(findings, 'unknown-widget');
    expect(f).toMatchObject({ file: fileOf(dir, BETA_HOME), pointer: '/body/1/type', ...positionOf(dir, BETA_HOME, '"nodata"') });
  });
});

describe('traceOrigin through node lists', () => {
  const base = {
    body: [
      { id: 'a', type: 't', props: { x: 1 } },
      { id: 'b', type: 't', slots: { s: [{ id: 'b1', type: 't', props: { y: 1 } }] } },
    ],
  };
  const overlay = {
    body: [
      { id: 'n', type: 't', $before: 'a' },
      { id: 'b', slots: { s: [{ id: 'b1', props: { y: 2 } }] } },
    ],
  };
  const composed = { body: [{ id: 'n', type: 't' }, base.body[0], { id: 'b', type: 't', slots: { s: [{ id: 'b1', type: 't', props: { y: 2 } }] } }] };
  it('finds a node by id in each file', () => {
    expect(traceOrigin(composed, base, overlay, ['body', 0, 'type'], 'screen')).toEqual({ from: 'overlay', path: ['body', 0, 'type'] });
    expect(traceOrigin(composed, base, overlay, ['body', 1, 'props', 'x'], 'screen')).toEqual({ from: 'base', path: ['body', 0, 'props', 'x'] });
    expect(traceOrigin(composed, base, overlay, ['body', 2, 'slots', 's', 0, 'props', 'y'], 'screen')).toEqual({
      from: 'overlay',
      path: ['body', 1, 'slots', 's', 0, 'props', 'y'],
    });
    expect(traceOrigin(composed, base, overlay, ['body', 2, 'slots', 's', 0, 'type'], 'screen')).toEqual({
      from: 'base',
      path: ['body', 1, 'slots', 's', 0, 'type'],
    });
  });
});
