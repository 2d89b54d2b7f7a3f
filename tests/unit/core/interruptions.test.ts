import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Claim, grantedClaims, INTERRUPTING_WIDGETS, interruptionRules, type QueueState } from '../../../src/core/interruptions.ts';

const claim = (id: string, kind: Claim['kind'], seq: number): Claim => ({ id, kind, seq });
const state = (claims: Claim[], more: Partial<QueueState> = {}): QueueState => ({
  claims,
  showing: null,
  popupsShown: 0,
  barsShowing: [],
  closedBars: [],
  ...more,
});
const shown = (s: QueueState, rules = interruptionRules(undefined)) => [...grantedClaims(s, rules)].sort();

describe('the interruption queue', () => {
  const all = [claim('home.invite', 'bar', 0), claim('home.downloadBar', 'bar', 1), claim('home.rebate', 'floating', 2), claim('home.noticePopup', 'popup', 3)];

  it('shows one popup, one bar, and no floating button while the popup asks for an answer', () => {
    expect(shown(state(all))).toEqual(['home.invite', 'home.noticePopup']);
  });

  it('after the session allowance of popups, the floating button returns and no other popup opens', () => {
    const after = state(all.filter((c) => c.id !== 'home.noticePopup').concat(claim('other.popup', 'popup', 4)), { popupsShown: 1 });
    expect(shown(after)).toEqual(['home.invite', 'home.rebate']);
    expect(shown(after, interruptionRules({ popupsPerSession: 2 }))).toEqual(['home.invite', 'other.popup']);
  });

  it('the reality check goes first; a popup already open keeps its turn until closed', () => {
    const overlay = claim('chrome.realityCheck', 'overlay', 9);
    expect(shown(state([...all, overlay]))).toEqual(['chrome.realityCheck', 'home.invite']);
    expect(shown(state([...all, overlay], { showing: 'home.noticePopup' }))).toEqual(['home.invite', 'home.noticePopup']);
  });

  it("follows the brand's order, keeps a bar on screen in its place, and never shows a closed one", () => {
    const rules = interruptionRules({ order: ['home.downloadBar'] });
    expect(shown(state(all), rules)).toEqual(['home.downloadBar', 'home.noticePopup']);
    expect(shown(state(all, { barsShowing: ['home.invite'] }), rules), 'the invite bar in the page stays').toEqual(['home.invite', 'home.noticePopup']);
    expect(shown(state(all, { closedBars: ['home.invite'] }))).toEqual(['home.downloadBar', 'home.noticePopup']);
    expect(shown(state(all), interruptionRules({ barsAtOnce: 2, popupsPerSession: 0 }))).toEqual(['home.downloadBar', 'home.invite', 'home.rebate']);
  });
});

describe("the queue's rules", () => {
  it("fill in the brand schema's defaults, as written there", () => {
    const schema = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'schemas', 'brand.schema.json'), 'utf8'));
    const props = schema.properties.chrome.properties.interruptions.properties as Record<string, { default: unknown }>;
    expect(interruptionRules(undefined)).toEqual(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.default])));
  });

  it('each interrupting widget asks the queue as the kind INTERRUPTING_WIDGETS names', () => {
    for (const [widget, kind] of Object.entries(INTERRUPTING_WIDGETS)) {
      const dir = join(import.meta.dirname, '..', '..', '..', 'src', 'widgets', widget);
      const code = readdirSync(dir)
        .filter((f) => f.endsWith('.tsx'))
        .map((f) => readFileSync(join(dir, f), 'utf8'))
        .join('\n');
      expect(code, widget).toContain(`useInterruption(node.id, '${kind}',`);
    }
  });
});
