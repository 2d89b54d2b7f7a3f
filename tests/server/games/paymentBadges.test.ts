/**
 * A brand's footer promises its payment methods: every payment badge on each brand's home names a channel its
 * merchant offers on the deposit page, every e-wallet it offers has its badge there, and the platform draws every
 * badge a footer shows or its schema offers an operator.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChannelsResponse } from '../../../src/generated/api/paymentChannels.response.ts';
import type { SiteFooterProps } from '../../../src/generated/widgets/siteFooter.ts';
import { mediaPath } from '../../../server/src/routes/paths.ts';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { call, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember } from './helpers.ts';

/** The channels a payment badge stands for (a bank badge: any bank transfer). */
const CHANNELS_OF: Record<string, string[]> = {
  'payment-gcash': ['GCASH'],
  'payment-maya': ['MAYA'],
  'payment-bank': ['MANUAL', 'DEMOBANK'],
  'payment-alipay': ['ALIPAY'],
  'payment-qq': ['QQPAY'],
  'payment-wechat': ['WECHATPAY'],
  'payment-usdt': ['USDT'],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

/** The footer nodes anywhere under a screen's nodes. */
const footersIn = (node: unknown): SiteFooterProps[] => {
  if (Array.isArray(node)) return node.flatMap(footersIn);
  if (!node || typeof node !== 'object') return [];
  const n = node as { type?: string; props?: SiteFooterProps };
  return [...(n.type === 'siteFooter' && n.props ? [n.props] : []), ...Object.values(n).flatMap(footersIn)];
};

/** The footer's badge groups on a brand's home. */
const footerGroups = (brand: string): SiteFooterProps['groups'] =>
  footersIn(buildBundle('screens', brand).screens.find((s) => s.id === 'home')?.body).flatMap((f) => f.groups);

/** The badges of the footer's payment group on a brand's home. */
function paymentBadges(brand: string): string[] {
  const groups = footerGroups(brand).filter((g) => g.labelKey === 'footer_payment');
  expect(groups.length, brand).toBe(1);
  return groups[0].badges;
}

it("the platform draws every badge the footer's schema lets an operator name", async () => {
  const schema = JSON.parse(readFileSync('schemas/widgets/siteFooter.schema.json', 'utf8'));
  const names: string[] = schema.properties.groups.items.properties.badges.items.enum;
  expect(names.length).toBeGreaterThan(10);
  for (const name of names) expect((await t.app.inject({ url: mediaPath('footer', name) })).statusCode, name).toBe(200);
});

describe('the footer payment badges', () => {
  for (const [brand, merchant] of [
    ['lucky', 'LUCKY88'],
    ['royal', 'ROYALPH'],
  ]) {
    it(`${brand}: each names a channel ${merchant} offers, and each offered e-wallet has one`, async () => {
      const m = await makeMember(t, { merchant });
      const { list } = expectOk<PaymentChannelsResponse>(await call(t.app, 'paymentChannels', { token: m.token, merchant }), 'paymentChannels');
      const offered = new Set(list.map((c) => c.channelCode));
      const badges = paymentBadges(brand);
      for (const badge of badges)
        expect(
          (CHANNELS_OF[badge] ?? []).some((c) => offered.has(c)),
          `${brand} ${badge}`,
        ).toBe(true);
      const promised = new Set(badges.flatMap((b) => CHANNELS_OF[b] ?? []));
      for (const c of list.filter((c) => c.kind === 'EWALLET')) expect(promised.has(c.channelCode), `${brand} ${c.channelCode} has no badge`).toBe(true);
    });

    it(`${brand}: the platform draws every badge its footer shows`, async () => {
      for (const name of footerGroups(brand).flatMap((g) => g.badges)) {
        expect((await t.app.inject({ url: mediaPath('footer', name) })).statusCode, `${brand} ${name}`).toBe(200);
      }
    });
  }
});
