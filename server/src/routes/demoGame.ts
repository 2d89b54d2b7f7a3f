/**
 * The playable demo games: the slot's page (DEMO_GAME_ROUTE), the baccarat table's and the page of a kind with
 * no demo game (DEMO_PAGE_ROUTE), their scripts and styles (kept out of the HTML for the strict CSP), and the
 * calls demoGameSession, demoGameSpin and demoGameBaccarat, all authorised by the launch token in the
 * X-Launch-Token header.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { playPaidCoup, playTrialCoup, stakesInCents } from '../games/baccaratRound.ts';
import type { DemoKind } from '../games/demoKind.ts';
import { activeLaunch, type ActiveLaunch } from '../games/launch.ts';
import { playPaidRound, playTrialRound } from '../games/playRound.ts';
import { betOptions } from '../games/slot.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { memberBalances } from '../ledger/accounts.ts';
import { idempotencyKeyOf, type StoredAnswer } from '../ledger/idempotency.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { referralOpen, settleReferral } from '../ledger/referralReward.ts';
import { DEMO_GAME_ASSET_ROUTE, DEMO_GAME_ROUTE, DEMO_PAGE_ROUTE, DEMO_PAGES } from './paths.ts';
import { nameIn } from '../http/localized.ts';

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../demo-game');
const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';
const ASSETS: Record<string, string> = { 'common.js': JS, 'slot.js': JS, 'slot.css': CSS, 'baccarat.js': JS, 'baccarat.css': CSS, 'unavailable.js': JS };
/** The HTML page of each kind. */
const PAGES: Record<DemoKind, string> = { SLOT: 'index.html', BACCARAT: 'baccarat.html', NONE: 'unavailable.html' };

const refused = (): ApiError => new ApiError(401, 'login.not.session', 'The game session has ended, please log in again.', { relogin: true });

const demoGameRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;
  const pages = new Map(Object.entries(PAGES).map(([kind, file]) => [kind as DemoKind, readFileSync(join(DIR, file))]));
  const assets = new Map(Object.keys(ASSETS).map((f) => [f, readFileSync(join(DIR, f))]));

  const launchOf = async (req: FastifyRequest, kind?: DemoKind): Promise<ActiveLaunch> => {
    const h = req.headers['x-launch-token'];
    const launch = await activeLaunch(db, Array.isArray(h) ? h[0] : h, now());
    if (!launch) throw refused();
    if (kind && launch.kind !== kind) throw new ApiError(400, 'demo.game.kind', 'This call belongs to another kind of game than the one launched.');
    return launch;
  };

  const sendPage = (kind: DemoKind, gameId: string, reply: FastifyReply) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(gameId)) throw new ApiError(404, 'not.found', 'No such game.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(pages.get(kind));
  };

  app.get(DEMO_GAME_ASSET_ROUTE, async (req, reply) => {
    const { file } = req.params as { file: string };
    const body = assets.get(file);
    if (!body) throw new ApiError(404, 'not.found', 'No such file.');
    return reply.type(ASSETS[file]).header('cache-control', 'public, max-age=3600').send(body);
  });

  callRoute(app, 'demoGameSession', async (_q, req) => {
    const l = await launchOf(req);
    let balance = fromCents(l.trialCents);
    if (l.mode === 'REAL' && l.memberId !== null) {
      balance = fromCents((await memberBalances(db, l.memberId)).reduce((s, b) => s + b.cents, 0));
    }
    const gameName = nameIn(l.language, { EN: l.nameEn, CN: l.nameCn });
    return ok({
      gameId: l.gameId,
      gameName,
      kind: l.kind,
      vendorName: l.vendorName,
      gameType: l.gameType,
      mode: l.mode,
      balance,
      currencySymbol: l.currencySymbol,
      bets: betOptions(l.minBet),
    });
  });

  callRoute(app, 'demoGameSpin', async (body, req, reply) => {
    const l = await launchOf(req, 'SLOT');
    const betCents = toCents(body.bet, 'bet');
    if (!betOptions(l.minBet).some((b) => toCents(b) === betCents)) {
      throw new ApiError(400, 'demo.bet.invalid', 'This stake is not offered by the game.');
    }
    if (l.mode === 'TRIAL' || l.memberId === null) return ok(await playTrialRound(db, l, betCents, now()));
    const answer = await playPaidRound(db, { ...l, memberId: l.memberId }, betCents, idempotencyKeyOf(req), now());
    return sendPaid(answer, l, req, reply);
  });

  callRoute(app, 'demoGameBaccarat', async (body, req, reply) => {
    const l = await launchOf(req, 'BACCARAT');
    const stakes = stakesInCents(body.bets, l.minBet);
    if (l.mode === 'TRIAL' || l.memberId === null) return ok(await playTrialCoup(db, l, stakes, now()));
    const answer = await playPaidCoup(db, { ...l, memberId: l.memberId }, stakes, idempotencyKeyOf(req), now());
    return sendPaid(answer, l, req, reply);
  });

  const sendPaid = async (answer: StoredAnswer, l: ActiveLaunch, req: FastifyRequest, reply: FastifyReply) => {
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    // The bet may complete an invited friend's turnover: the inviter is paid in a transaction of its own (one
    // that holds no wallet yet), after the round is committed. Should it fail, the round stands and the next bet,
    // deposit or the inviter's invite page settles it.
    const memberId = l.memberId;
    if (memberId !== null && answer.status === 200 && !answer.replayed && (await referralOpen(db, memberId))) {
      await db
        .transaction((tx) => settleReferral(tx, { merchantId: l.merchantId, friendId: memberId, now: now() }))
        .catch((err: unknown) => {
          req.log.warn({ err }, 'referral settlement after a bet failed; it is retried on the next one');
        });
    }
    return reply.code(answer.status).send(answer.body);
  };

  // Last: every other demo-game path is a page (its script reads the game from the launch).
  app.get(DEMO_PAGE_ROUTE, async (req, reply) => {
    const { page, gameId } = req.params as { page: string; gameId: string };
    const kind = (Object.keys(DEMO_PAGES) as (keyof typeof DEMO_PAGES)[]).find((k) => DEMO_PAGES[k] === page);
    if (!kind) throw new ApiError(404, 'not.found', 'No such page.');
    return sendPage(kind, gameId, reply);
  });
  app.get(DEMO_GAME_ROUTE, async (req, reply) => sendPage('SLOT', (req.params as { gameId: string }).gameId, reply));
};

export default demoGameRoutes;
