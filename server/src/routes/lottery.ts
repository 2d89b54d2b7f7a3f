/**
 * The platform's lottery under /lgw: the menu (lotteryMenu), the numero and Vietnamese lists with their open draw
 * and last results (numeroList, vnLotteryList), placing an order (lotteryBet) and cancelling a suborder before its
 * draw closes (cancelSuborder). Every call first draws and settles the merchant's draws whose time has come.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Lottery as LotteryShape } from '../../../src/generated/api/shapes/lottery.ts';
import type { LotteryMenuResponse } from '../../../src/generated/api/lotteryMenu.response.ts';
import { languageOf, merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import type { Merchant } from '../http/merchant.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { fromCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { checkBet, placeBet } from '../lottery/bet.ts';
import { cancelSuborder } from '../lottery/cancel.ts';
import { keyAnswered } from '../lottery/replay.ts';
import { ODDS, PLAY_TYPES, PRIZE_MODES } from '../lottery/rules.ts';
import { openDraw } from '../lottery/schedule.ts';
import { drawDue, lastResults, type Lottery, lotteriesOf, lotteryByCode } from '../lottery/store.ts';
import { nameIn } from '../http/localized.ts';

/** The lottery's name in the request's language (EN when it has none in it). */
function lotteryName(l: Lottery, language: string): string {
  return nameIn(language, l.names);
}

const gameTypeOf = (l: Lottery): 'LOTT' | 'ELOTT' => (l.kind === 'NUMERO' ? 'ELOTT' : 'LOTT');

const lotteryRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  /** The merchant, its draws due drawn and settled first. */
  const prepared = async (req: FastifyRequest): Promise<{ m: Merchant; at: number }> => {
    const m = await merchantOf(req);
    const at = now();
    await drawDue(db, m.id, at);
    return { m, at };
  };

  const listOf = async (req: FastifyRequest, kind: Lottery['kind'], results: number) => {
    const { m, at } = await prepared(req);
    const language = languageOf(req, m);
    const list: LotteryShape[] = [];
    for (const l of await lotteriesOf(db, m.id, kind)) {
      list.push({
        code: l.code,
        kind: l.kind,
        gameType: gameTypeOf(l),
        name: lotteryName(l, language),
        region: l.region,
        intervalMinutes: l.intervalMinutes,
        playTypes: [...PLAY_TYPES],
        prizeModes: l.prizeModes,
        odds: Object.fromEntries(l.prizeModes.map((p) => [p, { '2D': ODDS[p]['2D'] / 100, '3D': ODDS[p]['3D'] / 100, SIDE: ODDS[p].SIDE / 100 }])),
        minStake: fromCents(l.minStakeCents),
        maxStake: fromCents(l.maxStakeCents),
        nextDraw: openDraw(l, at),
        lastResults: await lastResults(db, l, at, results),
      });
    }
    return ok({ now: at, list });
  };

  callRoute(app, 'lotteryMenu', async (_q, req) => {
    const { m, at } = await prepared(req);
    const language = languageOf(req, m);
    const all = await lotteriesOf(db, m.id);
    const categories = (['NUMERO', 'VIETNAM'] as const)
      .map((code) => ({
        code,
        gameType: code === 'NUMERO' ? ('ELOTT' as const) : ('LOTT' as const),
        lotteries: all.filter((l) => l.kind === code).map((l) => ({ code: l.code, name: lotteryName(l, language) })),
      }))
      .filter((c) => c.lotteries.length > 0);
    return ok({ now: at, playTypes: [...PLAY_TYPES], prizeModes: [...PRIZE_MODES], categories } satisfies LotteryMenuResponse);
  });

  callRoute(app, 'numeroList', (q, req) => listOf(req, 'NUMERO', q.results ?? 5));
  callRoute(app, 'vnLotteryList', (q, req) => listOf(req, 'VIETNAM', q.results ?? 5));

  callRoute(app, 'lotteryBet', async (body, req, reply) => {
    const { m, at } = await prepared(req);
    const s = await requireRealMember(req);
    const key = idempotencyKeyOf(req);
    const l = await lotteryByCode(db, m.id, body.lotteryCode);
    if (!l) throw new ApiError(404, 'lottery.not.found', `There is no lottery ${body.lotteryCode}.`);
    // A retry of a bet already answered replays that answer, even once its draw has closed.
    const replay = await keyAnswered(db, s.memberId, key);
    const answer = await placeBet(db, { lottery: l, memberId: s.memberId, input: body, bet: replay ? null : checkBet(l, body, at), key, now: at });
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });

  callRoute(app, 'cancelSuborder', async (body, req, reply) => {
    const { m, at } = await prepared(req);
    const s = await requireRealMember(req);
    const key = idempotencyKeyOf(req);
    const replay = await keyAnswered(db, s.memberId, key);
    const answer = await cancelSuborder(db, { memberId: s.memberId, merchantId: m.id, suborderNo: body.suborderNo, key, now: at, replay });
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });
};

export default lotteryRoutes;
