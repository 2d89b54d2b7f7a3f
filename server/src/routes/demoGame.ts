/**
 * The playable demo game: its page (DEMO_GAME_ROUTE), its script and styles (kept out of the HTML for the strict
 * CSP), and its two calls demoGameSession and demoGameSpin, both authorised by the launch token in the
 * X-Launch-Token header.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { activeLaunch, type ActiveLaunch } from '../games/launch.ts';
import { playPaidRound, playTrialRound } from '../games/playRound.ts';
import { betOptions } from '../games/slot.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { memberBalances } from '../ledger/accounts.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { referralOpen, settleReferral } from '../ledger/referralReward.ts';
import { DEMO_GAME_ASSET_ROUTE, DEMO_GAME_ROUTE } from './paths.ts';

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../demo-game');
const ASSETS: Record<string, string> = { 'slot.js': 'text/javascript; charset=utf-8', 'slot.css': 'text/css; charset=utf-8' };

const refused = (): ApiError => new ApiError(401, 'login.not.session', 'The game session has ended, please log in again.', { relogin: true });

const demoGameRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;
  const page = readFileSync(join(DIR, 'index.html'));
  const assets = new Map(Object.keys(ASSETS).map((f) => [f, readFileSync(join(DIR, f))]));

  const launchOf = async (req: FastifyRequest): Promise<ActiveLaunch> => {
    const h = req.headers['x-launch-token'];
    const launch = await activeLaunch(db, Array.isArray(h) ? h[0] : h, now());
    if (!launch) throw refused();
    return launch;
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
    const gameName = l.language === 'CN' ? l.nameCn : l.nameEn;
    return ok({ gameId: l.gameId, gameName, mode: l.mode, balance, currencySymbol: l.currencySymbol, bets: betOptions(l.minBet) });
  });

  callRoute(app, 'demoGameSpin', async (body, req, reply) => {
    const l = await launchOf(req);
    const betCents = toCents(body.bet, 'bet');
    if (!betOptions(l.minBet).some((b) => toCents(b) === betCents)) {
      throw new ApiError(400, 'demo.bet.invalid', 'This stake is not offered by the game.');
    }
    if (l.mode === 'TRIAL' || l.memberId === null) return ok(await playTrialRound(db, l, betCents, now()));
    const answer = await playPaidRound(db, { ...l, memberId: l.memberId }, betCents, idempotencyKeyOf(req), now());
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    // The bet may complete an invited friend's turnover: the inviter is paid in a transaction of its own (one
    // that holds no wallet yet), after the round is committed. Should it fail, the round stands and the next bet,
    // deposit or the inviter's invite page settles it.
    if (answer.status === 200 && !answer.replayed && (await referralOpen(db, l.memberId))) {
      const memberId = l.memberId;
      await db
        .transaction((tx) => settleReferral(tx, { merchantId: l.merchantId, friendId: memberId, now: now() }))
        .catch((err: unknown) => {
          req.log.warn({ err }, 'referral settlement after a bet failed; it is retried on the next one');
        });
    }
    return reply.code(answer.status).send(answer.body);
  });

  // Last: every other demo-game path is the page (the script reads the game from the launch).
  app.get(DEMO_GAME_ROUTE, async (req, reply) => {
    const { gameId } = req.params as { gameId: string };
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(gameId)) throw new ApiError(404, 'not.found', 'No such game.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};

export default demoGameRoutes;
