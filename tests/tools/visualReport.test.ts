import { describe, expect, it } from 'vitest';
import { reportHtml, reportText, type ScreenResult } from '../../tools/visual/report.ts';

/**
 * The report of `npm run visual:diff`: a screen whose documents changed but whose pictures did not is listed as
 * such (not left out, not counted as changed on screen), and each screen shows its document difference.
 */
const diff = [{ pointer: '/screen/body', before: ['home.help', 'home.providers'], after: ['home.providers', 'home.help'] }];
const seen: ScreenResult = {
  brand: 'lucky',
  screen: 'home',
  kind: 'changed',
  parts: ['screen'],
  diff,
  roles: [{ role: 'guest', before: 'img/b.png', after: 'img/a.png', diff: 'img/d.png', changedPixels: 1200 }],
};
const quiet: ScreenResult = {
  brand: 'lucky',
  screen: 'mine',
  kind: 'changed',
  parts: ['panel.left'],
  diff: [{ pointer: '/panel.left/2/props/icon', node: 'left.slotGames', before: 'slot', after: 'live' }],
  roles: [{ role: 'member', before: 'img/b2.png', after: 'img/a2.png', diff: 'img/d2.png', changedPixels: 0 }],
};

/** The section of one group of the page (between its heading and the next group). */
const group = (html: string, id: string): string => html.slice(html.indexOf(`<div class="group" id="${id}">`)).split('<div class="group"')[1] ?? '';

describe('visual:diff report', () => {
  it('lists a screen whose documents changed but whose pictures did not under its own heading', () => {
    const html = reportHtml([seen, quiet], 'visual:diff HEAD -> .');
    expect(group(html, 'changed')).toContain('data-screen="home"');
    expect(group(html, 'changed')).not.toContain('data-screen="mine"');
    const unchanged = group(html, 'unchanged');
    expect(unchanged).toContain('Documents changed, pictures did not (1)');
    expect(unchanged).toContain('data-screen="mine"');
  });

  it('shows each screen its document difference: pointer, node, before and after', () => {
    const html = reportHtml([seen, quiet], 't');
    expect(html).toContain('<code>/screen/body</code>');
    expect(html).toContain('<code>[&quot;home.help&quot;,&quot;home.providers&quot;]</code>');
    expect(html).toContain('<small>left.slotGames</small>');
    expect(html).toContain('<code>&quot;live&quot;</code>');
  });

  it('the terminal summary names both groups and the places that changed', () => {
    const text = reportText([seen, quiet], 't', 'visual-diff/index.html');
    expect(text).toContain('2 screens with changed documents, 1 changed on screen.');
    const [changed, rest] = text.split('Documents changed, pictures did not');
    expect(changed).toContain('lucky / home: guest 1200 px');
    expect(changed).toContain('/screen/body: ["home.help","home.providers"] -> ["home.providers","home.help"]');
    expect(rest).toContain('lucky / mine: member 0 px');
    expect(rest).toContain('/panel.left/2/props/icon (left.slotGames): "slot" -> "live"');
  });
});
