import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsPath } from '../../../src/api/encryption/index.ts';
import { buildApp } from '../../../server/src/app.ts';
import { mobileConfigPath } from '../../../server/src/routes/paths.ts';
import { call, expectFail, expectOk, login, urlOf } from '../helpers/api.ts';
import { createTestApp, T0, type TestApp } from '../helpers/testApp.ts';

describe('site', () => {
  let t: TestApp;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp();
    player = await login(t.app, 'demo0');
    agent = await login(t.app, 'agent1');
  });
  afterAll(async () => t?.close());

  type Node = { modId: string; enabled: string; childrenNodes: Node[] };
  const flat = (n: Node, out: Record<string, string> = {}) => {
    out[n.modId] = n.enabled;
    for (const c of n.childrenNodes) flat(c, out);
    return out;
  };

  describe('system', () => {
    it('status differs per merchant and names the encryption scheme', async () => {
      const lucky = expectOk<{
        info: { encryption: { scheme: string }; timeZone: string; resources: { resourceType: string }[]; customerService: { title: string; path: string }[] };
      }>(await call(t.app, 'systemStatus', { query: { device: 'MOBILE', url: 'http://localhost' } }), 'systemStatus');
      const royal = expectOk<{ info: { encryption: { scheme: string }; timeZone: string } }>(
        await call(t.app, 'systemStatus', { merchant: 'ROYALPH' }),
        'systemStatus',
      );
      expect(lucky.info.encryption.scheme).toBe('oaep-gcm');
      expect(royal.info.encryption.scheme).toBe('legacy-des');
      // The zone whose midnight starts each merchant's days: the Philippine brand's is Manila's.
      expect(royal.info.timeZone).toBe('Asia/Manila');
      expect(lucky.info.timeZone).toBe('UTC');
      expect(lucky.info.resources.map((r) => r.resourceType).sort()).toEqual([
        'Android',
        'AppDownloadIcon',
        'FACEBOOK',
        'IOS',
        'MOBILECONFIG',
        'TELEGRAM',
        'VIBER',
        'WHATSAPP',
      ]);
      const cs = lucky.info.customerService.find((c) => c.title === 'CS');
      expect(decodeCsPath(cs?.path ?? '')).toBe('https://t.me/lucky88_cs');
    });

    it("names the percent of the merchant's running first-deposit promotion, and none when it stops", async () => {
      type Bonus = { info: { promotionBonus: { FIRST_DEPOSIT?: number; APP_DOWNLOAD?: number } } };
      const bonusOf = async (merchant: string) => expectOk<Bonus>(await call(t.app, 'systemStatus', { merchant }), 'systemStatus').info.promotionBonus;
      expect(await bonusOf('LUCKY88')).toMatchObject({ FIRST_DEPOSIT: 100, APP_DOWNLOAD: 18 });
      expect((await bonusOf('ROYALPH')).FIRST_DEPOSIT).toBe(50);
      await t.db.query(
        "UPDATE deposit_promotions SET active = false WHERE frequency = 'once' AND merchant_id = (SELECT id FROM merchants WHERE code = 'ROYALPH')",
      );
      try {
        expect((await bonusOf('ROYALPH')).FIRST_DEPOSIT).toBeUndefined();
      } finally {
        await t.db.query(
          "UPDATE deposit_promotions SET active = true WHERE frequency = 'once' AND merchant_id = (SELECT id FROM merchants WHERE code = 'ROYALPH')",
        );
      }
    });

    it('whitelabel trees differ between the brands', async () => {
      const lucky = flat(expectOk<Node>(await call(t.app, 'whitelabel'), 'whitelabel'));
      const royal = flat(expectOk<Node>(await call(t.app, 'whitelabel', { merchant: 'ROYALPH' }), 'whitelabel'));
      for (const f of ['MOBILEVERCODELOGIN3', 'REWCEN3', 'MISSIONLB3', 'MANPLAYREB3', 'CBS3', 'FREEPLAY3', 'USERNAMEREG3', 'MOBILENUMREG3'])
        expect(lucky[f]).toBe('1');
      expect(royal.MOBILEVERCODELOGIN3).toBe('0');
      expect(royal.GOOGLELOGIN3).toBe('1');
    });

    it('register settings carry the whole rule set, and rules are real regexps', async () => {
      const rules = expectOk<Record<string, { acceptedPattern: string }>>(await call(t.app, 'registerSettings'), 'registerSettings');
      for (const f of [
        'loginUsername',
        'loginPassword',
        'loginMobileNum',
        'verificationCode',
        'password',
        'username',
        'mobileNum',
        'paymentPassword',
        'idNumber',
        'qqNum',
        'facebook',
        'wechat',
        'line',
        'whatsapp',
        'zalo',
        'email',
        'nickname',
        'payeeName',
        'recommenderId',
        'birthday',
        'affiliateCode',
      ]) {
        expect(rules[f], f).toBeDefined();
        if (rules[f].acceptedPattern !== '*') expect(() => new RegExp(rules[f].acceptedPattern)).not.toThrow();
      }
      expect(new RegExp(rules.email.acceptedPattern).test('a.b@example.com')).toBe(true);
    });

    it('help centre in EN and TY', async () => {
      const en = expectOk<{ title: string }[]>(await call(t.app, 'helpCenter', { query: { lang: 'EN' } }), 'helpCenter');
      const ty = expectOk<{ title: string }[]>(await call(t.app, 'helpCenter', { headers: { language: 'TY' } }), 'helpCenter');
      expect(en[0].title).toBe('About Us');
      expect(ty[0].title).toBe('Tungkol sa Amin');
    });

    it("serves the iOS web clip profile, on the brand's configured host (not the request's)", async () => {
      const r = await t.app.inject({ method: 'GET', url: mobileConfigPath('lucky'), headers: { host: 'other.example:8080' } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<string>https://lucky.localhost/m/home</string>');
    });
  });

  describe('content', () => {
    it('announcements by type, current only, agent notices only for agents', async () => {
      const query = { types: 'B,PL,PU,PR,H,A', groupName: 'm_home', platform: 'M' };
      // A promotion that starts tomorrow (the seed announces nothing that is not running): left out until then.
      await t.db.query(
        `INSERT INTO announcements (id, merchant_id, type, group_name, title, content, texts, link, start_date, end_date, no_expiry, category_ids, sort)
         SELECT 1999, merchant_id, type, group_name, 'Starts tomorrow', content, texts, link, $1, NULL, 1, category_ids, sort
           FROM announcements WHERE merchant_id = 1 AND type = 'PR' ORDER BY id LIMIT 1`,
        [T0 + 86_400_000],
      );
      const guest = expectOk<Record<string, { id: number; title: string; startDate: number; endDate: number | null; noExpiry: number }[]>>(
        await call(t.app, 'announcements', { query }),
        'announcements',
      );
      expect(guest.player.length).toBe(4); // the expired one is left out
      expect(guest.popup.length).toBe(2);
      expect(guest.hot.length).toBe(3);
      expect(guest.agent).toEqual([]);
      expect(guest.promotion.some((p) => p.noExpiry === 1 && p.endDate === null)).toBe(true);
      expect(guest.promotion.every((p) => p.startDate <= T0)).toBe(true);
      expect(guest.promotion.map((p) => p.id)).not.toContain(1999);
      // The same row, started yesterday, is listed: what left it out was its start.
      await t.db.query('UPDATE announcements SET start_date = $1 WHERE id = 1999', [T0 - 86_400_000]);
      const later = expectOk<{ promotion: { id: number }[] }>(await call(t.app, 'announcements', { query }), 'announcements');
      expect(later.promotion.map((p) => p.id)).toContain(1999);
      await t.db.query('DELETE FROM announcements WHERE id = 1999');
      const forAgent = expectOk<Record<string, unknown[]>>(await call(t.app, 'announcements', { query, token: agent }), 'announcements');
      expect(forAgent.agent.length).toBe(3);
      const promos = expectOk<{ promotion: { promoAnnouncementCategoryIds: number[]; announcementImages: { url: string }[] }[] }>(
        await call(t.app, 'announcements', { query: { types: 'promotion' } }),
        'announcements',
      );
      expect(promos.promotion[0].announcementImages[0].url).toMatch(/^\/media\/promo\/\d+_[0-9a-f]{8}\.png$/);
      const cats = expectOk<{ id: number }[]>(await call(t.app, 'promotionCategories'), 'promotionCategories');
      expect(promos.promotion.every((p) => p.promoAnnouncementCategoryIds.every((c) => cats.some((k) => k.id === c)))).toBe(true);
    });

    it('marks announcements read and counts unread', async () => {
      const before = expectOk<{ announcementUnreadCount: number }>(await call(t.app, 'announcementUnreadCount', { token: player }), 'announcementUnreadCount');
      const list = expectOk<{ player: { id: number; read: boolean }[] }>(
        await call(t.app, 'announcements', { query: { types: 'PL' }, token: player }),
        'announcements',
      );
      expectOk(await call(t.app, 'markAnnouncementRead', { token: player, body: { announcementId: list.player[0].id, read: true } }), 'markAnnouncementRead');
      const after = expectOk<{ announcementUnreadCount: number }>(await call(t.app, 'announcementUnreadCount', { token: player }), 'announcementUnreadCount');
      expect(after.announcementUnreadCount).toBe(before.announcementUnreadCount - 1);
      const again = expectOk<{ player: { id: number; read: boolean }[] }>(
        await call(t.app, 'announcements', { query: { types: 'PL' }, token: player }),
        'announcements',
      );
      expect(again.player[0].read).toBe(true);
      expectFail(await call(t.app, 'markAnnouncementRead', { token: player, body: { announcementId: 999999 } }), 404, 'announcement.not.found');
    });

    it('inbox: unread count, list, mark read', async () => {
      expect(expectOk<number>(await call(t.app, 'inboxUnreadCount', { token: player }), 'inboxUnreadCount')).toBe(2);
      const page = expectOk<{ content: { id: number; read: boolean }[] }>(
        await call(t.app, 'inboxList', { query: { pageNo: 1, pageSize: 10 }, token: player }),
        'inboxList',
      );
      const unread = page.content.find((m) => !m.read);
      expectOk(await call(t.app, 'inboxMarkRead', { token: player, body: { id: unread?.id } }), 'inboxMarkRead');
      expect(expectOk<number>(await call(t.app, 'inboxUnreadCount', { token: player }), 'inboxUnreadCount')).toBe(1);
    });

    it('inbox: deleting takes a letter out for its owner only; trial accounts are refused with free_reject', async () => {
      const mine = expectOk<{ content: { id: number }[] }>(
        await call(t.app, 'inboxList', { query: { pageNo: 1, pageSize: 10 }, token: agent }),
        'inboxList',
      ).content;
      expectFail(await call(t.app, 'inboxDelete', { token: player, body: { id: mine[0].id } }), 404, 'message.not.found');
      expectOk(await call(t.app, 'inboxDelete', { token: agent, body: { id: mine[0].id } }), 'inboxDelete');
      const after = expectOk<{ content: { id: number }[]; totalCount: number }>(
        await call(t.app, 'inboxList', { query: { pageNo: 1, pageSize: 10 }, token: agent }),
        'inboxList',
      );
      expect(after.content.map((m) => m.id)).not.toContain(mine[0].id);
      expect(after.totalCount).toBe(mine.length - 1);
      expectFail(await call(t.app, 'inboxDelete', { token: agent, body: { id: mine[0].id } }), 404, 'message.not.found');
      expectFail(await call(t.app, 'inboxDelete', { token: agent, body: { id: 2 ** 31 } }), 400, 'validation.failed');
      const trial = expectOk<{ token: string }>(await call(t.app, 'freePlay'), 'freePlay').token;
      expectFail(await call(t.app, 'inboxList', { query: { pageNo: 1 }, token: trial }), 403, 'free_reject');
      expectFail(await call(t.app, 'inboxDelete', { token: trial, body: { id: 1 } }), 403, 'free_reject');
    });

    it('live chat: a served page under the CSP, unread count moves', async () => {
      expect(expectOk<{ unReadCount: number }>(await call(t.app, 'chatUnreadCount', { token: player }), 'chatUnreadCount').unReadCount).toBe(1);
      const { chatUrl } = expectOk<{ chatUrl: string }>(
        await call(t.app, 'chatLaunch', { query: { b2c: '1', language: 'EN', backUrl: '/m/message' }, token: player }),
        'chatLaunch',
      );
      const page = await t.app.inject({ method: 'GET', url: chatUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('href="/m/message"');
      expect(expectOk<{ unReadCount: number }>(await call(t.app, 'chatUnreadCount', { token: player }), 'chatUnreadCount').unReadCount).toBe(0);
      const sent = await t.app.inject({
        method: 'POST',
        url: chatUrl,
        payload: 'message=how+to+deposit',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(sent.statusCode).toBe(303);
      expect(expectOk<{ unReadCount: number }>(await call(t.app, 'chatUnreadCount', { token: player }), 'chatUnreadCount').unReadCount).toBe(1);
      expectFail(await call(t.app, 'chatLaunch', { token: await login(t.app, 'demo0', 'demo1234', 'ROYALPH'), merchant: 'ROYALPH' }), 403, 'feature.disabled');
    });

    it('live chat: a back link to another site ("//host", "/\\host", a full URL) becomes /m/home', async () => {
      for (const backUrl of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/', '/m/a b']) {
        const { chatUrl } = expectOk<{ chatUrl: string }>(await call(t.app, 'chatLaunch', { query: { backUrl }, token: player }), 'chatLaunch');
        const page = await t.app.inject({ method: 'GET', url: chatUrl });
        expect(page.body, backUrl).toContain('href="/m/home"');
      }
    });
  });

  describe('agent', () => {
    it('downlines, KPIs, contracts, funds flags', async () => {
      const dl = expectOk<{ totalCount: number; content: { account: string }[] }>(
        await call(t.app, 'downlines', { query: { pageNo: 1, pageSize: 10 }, token: agent }),
        'downlines',
      );
      expect(dl.totalCount).toBe(36);
      expect(dl.content.length).toBe(10);
      const a = expectOk<{ footer: { teamMemberCount: number; teamRegisterMemberCount: number; teamBetMemberCount: number; teamOnlineCount: number } }>(
        await call(t.app, 'teamKpiA', { query: { size: 0 }, token: agent }),
        'teamKpiA',
      );
      expect(a.footer.teamMemberCount).toBe(36);
      expect(a.footer.teamRegisterMemberCount).toBeGreaterThanOrEqual(1);
      expect(a.footer.teamOnlineCount).toBe(0);
      await login(t.app, 'agent1dl05');
      const a2 = expectOk<{ footer: { teamOnlineCount: number } }>(await call(t.app, 'teamKpiA', { token: agent }), 'teamKpiA');
      expect(a2.footer.teamOnlineCount).toBe(1);
      const b = expectOk<{ footer: { teamBetAmount: string }; content: unknown[] }>(
        await call(t.app, 'teamKpiB', { query: { startDate: '2025-05-01', endDate: '2025-06-01', size: 5 }, token: agent }),
        'teamKpiB',
      );
      expect(Number(b.footer.teamBetAmount)).toBeGreaterThan(0);
      expect(b.content.length).toBe(5);
      expectOk(await call(t.app, 'teamKpiC', { query: { startDate: '2025-05-01', endDate: '2025-06-01' }, token: agent }), 'teamKpiC');
      const funds = expectOk<{ dailysalreqtype: number; divtypecompperiodreq: number; contracthoursalreq: number }>(
        await call(t.app, 'fundsConsolidated', { token: agent }),
        'fundsConsolidated',
      );
      expect(funds).toMatchObject({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 });
      const pending = expectOk<{ id: number; kind: string }[]>(await call(t.app, 'pendingContracts', { token: agent }), 'pendingContracts');
      expect(pending.length).toBe(3);
      expectOk(await call(t.app, 'respondContract', { token: agent, body: { id: pending[0].id, accept: true } }), 'respondContract');
      expectFail(await call(t.app, 'respondContract', { token: agent, body: { id: pending[0].id, accept: true } }), 404, 'contract.not.found');
      expectFail(await call(t.app, 'downlines', { token: player }), 403, 'agent.only');
    });

    it('affiliate code check', async () => {
      expectOk(await call(t.app, 'affiliateCheck', { query: { code: 'LUCKYAG1', domain: 'lucky.localhost' } }), 'affiliateCheck');
      expectFail(await call(t.app, 'affiliateCheck', { query: { code: 'NOPE', domain: 'x' } }), 404, 'affiliate.code.invalid');
    });
  });

  describe('dev outbox', () => {
    it('is not served in production', async () => {
      const prod = await buildApp({ db: t.db, devTools: false });
      const r = await prod.inject({ method: 'GET', url: urlOf('devSmsOutbox', { mobile: '639170000000' }), headers: { merchant: 'LUCKY88' } });
      expect(r.statusCode).toBe(404);
      await prod.close();
    });
  });
});
