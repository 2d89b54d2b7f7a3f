import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matrixFixtures } from '../../fixtures/api.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

afterEach(cleanup);

const PROMOTION = {
  promoId: 1,
  code: 'FIRSTDEP',
  title: 'First deposit bonus',
  bonusPercent: 100,
  maxBonus: 1000,
  minDeposit: 100,
  turnover: 10,
  eligible: true,
  reason: null,
};

describe('deposit form', () => {
  it('is drawn once, with its promotions: not first without them and then again taller', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await renderApp({
      path: '/m/voucherCenter',
      session: 'member',
      fixtures: { ...matrixFixtures, depositPromotions: async () => held.then(() => ({ list: [PROMOTION] })) },
    });
    await settle();
    expect(screen.queryByRole('group', { name: 'Payment channel' }), 'the form waits for its promotions').toBeNull();
    await act(async () => release());
    await settle();
    expect(screen.getByRole('group', { name: 'Payment channel' })).toBeTruthy();
    expect(screen.getByText('First deposit bonus')).toBeTruthy();
  });

  it('a promotions read that fails still draws the form, without promotions', async () => {
    await renderApp({ path: '/m/voucherCenter', session: 'member', fixtures: { ...matrixFixtures, depositPromotions: undefined } });
    await settle();
    expect(screen.getByRole('group', { name: 'Payment channel' })).toBeTruthy();
    expect(screen.queryByText('First deposit bonus')).toBeNull();
  });
});
