import { describe, expect, it } from 'vitest';
import { lintBrandOverlay } from '../../../../tools/lint/index.ts';
import { draftFileTexts, locateFinding, setNodeValue } from '../../../../src/studio/draft/index.ts';
import { homeBody, homeSlot, node, realBase, royalDraft, screensDir } from './fixtures.ts';

const base = realBase();
const royal = royalDraft();

describe('locateFinding', () => {
  it('maps a real lint finding on a broken overlay to the node and key path', () => {
    const broken = setNodeValue(royal, base, node(homeBody, 'home.banners'), ['props', 'speed'], 'fast');
    const findings = lintBrandOverlay(screensDir, 'royal', draftFileTexts(broken));
    const finding = findings.find((f) => f.severity === 'error' && f.pointer.endsWith('/props/speed'));
    expect(finding, JSON.stringify(findings, null, 1)).toBeDefined();
    expect(finding?.file).toMatch(/screens\/royal\/screens\/home\.json$/);
    expect(locateFinding(broken, base, finding!)).toEqual({ file: 'screens/home.json', node: node(homeBody, 'home.banners'), keyPath: ['props', 'speed'] });
  }, 60_000);

  it('maps a pointer into a slot of _base, and one into a slot of the overlay, by ids', () => {
    const baseBody = (base.files['screens/home.json'] as { body: { id: string; slots?: Record<string, { id: string }[]> }[] }).body;
    const ci = baseBody.findIndex((n) => n.id === 'home.categories');
    const hi = baseBody[ci].slots!.home.findIndex((n) => n.id === 'home.hotRow');
    expect(locateFinding(royal, base, { file: 'screens/_base/screens/home.json', pointer: `/body/${ci}/slots/home/${hi}/props/rows` })).toEqual({
      file: 'screens/home.json',
      node: node(homeSlot, 'home.hotRow'),
      keyPath: ['props', 'rows'],
    });
    // royal's overlay: body[1] is home.categories, its slots.home[2] is the $order entry (no id): the node is the parent.
    expect(locateFinding(royal, base, { file: '/srv/app/screens/royal/screens/home.json', pointer: '/body/1/slots/home/2/$order/0' })).toEqual({
      file: 'screens/home.json',
      node: node(homeBody, 'home.categories'),
      keyPath: ['slots', 'home', '2', '$order', '0'],
    });
    expect(locateFinding(royal, base, { file: 'screens/royal/brand.json', pointer: '/theme/tokens/color-bg' })).toEqual({
      file: 'brand.json',
      keyPath: ['theme', 'tokens', 'color-bg'],
    });
    expect(locateFinding(royal, base, { file: 'screens/royal/brand.json', pointer: '' })).toEqual({ file: 'brand.json', keyPath: [] });
  });
});
