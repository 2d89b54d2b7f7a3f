import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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

  it("a promotion's Deposit now arrives with that promotion chosen; the member can still choose none", async () => {
    const app = await renderApp({ path: '/m/activityDetail?id=9000', session: 'member', fixtures: matrixFixtures });
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit now' }));
    await settle();
    expect(app.navigations).toEqual(['/m/voucherCenter?promo=FIRSTDEP']);
    const chosen = await screen.findByRole<HTMLInputElement>('radio', { name: /First deposit bonus/ });
    expect(chosen.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'No promotion' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No promotion' }).checked).toBe(true);
    expect(chosen.checked).toBe(false);
  });

  it('opened without a promotion, or for one no longer offered, none is chosen', async () => {
    for (const path of ['/m/voucherCenter', '/m/voucherCenter?promo=RELOAD']) {
      await renderApp({ path, session: 'member', fixtures: matrixFixtures });
      await settle();
      expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'No promotion' })).checked, path).toBe(true);
      cleanup();
    }
  });
});
