import { describe, expect, it } from 'vitest';
import { backgroundCheck, workerReply } from '../../../src/app/backgroundCheck.ts';
import type { CompiledValidator } from '../../../src/core/validation/types.ts';
import * as core from '../../../src/generated/validators/core.js';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { SCREENS_DIR } from '../../support/renderApp.tsx';

const widgets = import.meta.glob<{ validateProps: CompiledValidator }>('../../../src/generated/validators/widgets/*.js', { eager: true });
const lucky = () => structuredClone(buildBundle(SCREENS_DIR, 'lucky'));

describe('background check of every node props (production, in the worker)', () => {
  it('finds nothing in the shipped brands and hands back the same bundle', () => {
    for (const b of ['lucky', 'royal']) {
      const text = JSON.stringify(buildBundle(SCREENS_DIR, b));
      const checked = backgroundCheck(text, core, widgets);
      expect(checked.problems).toEqual([]);
      expect(checked.bundle?.screens.length).toBe(buildBundle(SCREENS_DIR, b).screens.length);
    }
  });

  it('the worker sends the bundle back only when something failed (a clean one would only cost a clone)', () => {
    expect(workerReply(backgroundCheck(JSON.stringify(buildBundle(SCREENS_DIR, 'lucky')), core, widgets))).toEqual({ bundle: null, problems: [] });
    const bundle = lucky();
    bundle.brand.chrome.header.push({ id: 'header.bad', type: 'text', props: {} });
    const reply = workerReply(backgroundCheck(JSON.stringify(bundle), core, widgets));
    expect(reply.problems.length).toBe(1);
    expect(reply.bundle?.brand.chrome.header.map((n) => n.id)).not.toContain('header.bad');
  });

  it('leaves out a node whose props fail, in a screen slot and in the chrome, and names it', () => {
    const bundle = lucky();
    const home = bundle.screens.find((s) => s.id === 'home')!;
    const menu = home.body.find((n) => n.slots)!;
    const [slot, list] = Object.entries(menu.slots!)[0];
    list.push({ id: 'home.bad', type: 'text', props: { textKey: 'title_help', variant: 'huge' } });
    bundle.brand.chrome.header.push({ id: 'header.bad', type: 'text', props: {} });
    const checked = backgroundCheck(JSON.stringify(bundle), core, widgets);
    expect(checked.problems.some((p) => p.includes('screen "home": node "home.bad" (text) props'))).toBe(true);
    expect(checked.problems.some((p) => p.includes('chrome.header: node "header.bad" (text) props'))).toBe(true);
    const fixedMenu = checked.bundle!.screens.find((s) => s.id === 'home')!.body.find((n) => n.id === menu.id)!;
    expect(fixedMenu.slots![slot].map((n) => n.id)).not.toContain('home.bad');
    expect(fixedMenu.slots![slot].length).toBe(list.length - 1);
    expect(checked.bundle!.brand.chrome.header.map((n) => n.id)).not.toContain('header.bad');
  });

  it('leaves unknown widget types to the renderer (it reports them where they draw)', () => {
    const bundle = lucky();
    bundle.screens.find((s) => s.id === 'home')!.body.push({ id: 'home.mystery', type: 'mystery' });
    const checked = backgroundCheck(JSON.stringify(bundle), core, widgets);
    expect(checked.bundle!.screens.find((s) => s.id === 'home')!.body.map((n) => n.id)).toContain('home.mystery');
  });
});
