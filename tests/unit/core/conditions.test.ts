import { describe, expect, it } from 'vitest';
import { buildConditionContext, sessionContext } from '../../../src/renderer/conditionContext.ts';
import { evaluateCondition } from '../../../src/core/conditions/evaluate.ts';
import { fillTemplate, resolveParams } from '../../../src/core/params/resolve.ts';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { SCREENS_DIR } from '../../support/renderApp.tsx';

const ctx = { session: { loggedIn: true, kind: 'member', memberType: 0 }, flags: { REWCEN3: true, CBS3: false }, route: { path: '/m/home' } };

describe('conditions (JSON Logic subset)', () => {
  it('evaluates var, !, and, or, comparisons and in', () => {
    expect(evaluateCondition(undefined, ctx)).toBe(true);
    expect(evaluateCondition(false, ctx)).toBe(false);
    expect(evaluateCondition({ var: 'flags.REWCEN3' }, ctx)).toBe(true);
    expect(evaluateCondition({ '!': { var: 'flags.CBS3' } }, ctx)).toBe(true);
    expect(evaluateCondition({ and: [{ var: 'session.loggedIn' }, { '==': [{ var: 'session.kind' }, 'member'] }] }, ctx)).toBe(true);
    expect(evaluateCondition({ or: [{ var: 'flags.CBS3' }, { '>': [{ var: 'session.memberType' }, 3] }] }, ctx)).toBe(false);
    expect(evaluateCondition({ in: [{ var: 'route.path' }, ['/', '/m/home']] }, ctx)).toBe(true);
    expect(evaluateCondition({ var: 'flags.MISSING' }, ctx)).toBe(false);
  });
});

describe('typed condition context', () => {
  it('derives session kind, agent and real-account rules from the member type', () => {
    const s = (type: number) => sessionContext({ session: { token: 't', merchantCode: 'M', userName: 'u', type }, member: null });
    expect(sessionContext({ session: null, member: null }).kind).toBe('guest');
    expect(s(4)).toMatchObject({ kind: 'trial', isAgent: false, isRealAccount: false });
    expect(s(0)).toMatchObject({ kind: 'member', isAgent: false, isRealAccount: true });
    expect(s(1)).toMatchObject({ kind: 'member', isAgent: true, isRealAccount: true });
    expect(s(40)).toMatchObject({ isAgent: false, isRealAccount: false });
    expect(s(41)).toMatchObject({ isAgent: true });
  });

  it('lets brand whitelabel overrides win over platform flags and marks home paths', () => {
    const bundle = buildBundle(SCREENS_DIR, 'royal');
    const state = {
      session: null,
      member: null,
      language: 'TY',
      panels: { left: false, right: false },
      popups: [],
      toasts: [],
      balanceHidden: false,
      platformFlags: { REWCEN3: true, CBS3: true },
      promotions: {},
      system: 'normal' as const,
      pwa: { installable: false, updateReady: false },
    };
    const c = buildConditionContext({
      state,
      brand: bundle.brand,
      device: { os: 'ios', iosVersion: 17.1, standalone: false, inApp: false, webClip: false, installable: false },
      path: '/m/index.html',
      query: { a: '1' },
    });
    expect(c.flags.REWCEN3).toBe(false);
    expect(c.flags.CBS3).toBe(true);
    expect(c.route.isHome).toBe(true);
    expect(c.settings.hasVip).toBe(false);
  });
});

describe('action params', () => {
  it('resolves {"var"} references deeply and fills path templates', () => {
    expect(resolveParams({ to: { var: 'event.url' }, n: [{ var: 'item.id' }], k: 1 }, { event: { url: '/m/x' }, item: { id: 7 } })).toEqual({
      to: '/m/x',
      n: [7],
      k: 1,
    });
    expect(fillTemplate('/m/activityDetail?id={id}', { id: 'a b' })).toBe('/m/activityDetail?id=a%20b');
  });
});
