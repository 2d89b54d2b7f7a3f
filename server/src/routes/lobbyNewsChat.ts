import type { FastifyPluginAsync } from 'fastify';
import { wallClock } from '../../../src/core/zonedTime.ts';
import { requireRealSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { requireFlag } from '../http/flags.ts';
import { requireMerchant } from '../http/merchant.ts';
import { languageOf } from '../http/request.ts';

type Texts = Record<string, string>;

/** A text in `lang`, else the merchant's default language, else English, else any it has. */
const pick = (texts: Texts, lang: string, fallback: string): string => texts[lang] ?? texts[fallback] ?? texts.EN ?? Object.values(texts)[0] ?? '';

/** Lobby news (GLS2_lobbyNews) and the live chat queues (CBS_modelList), in the request's language. */
const lobbyNewsChatRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'lobbyNews', async (q, req) => {
    const m = await requireMerchant(req);
    const lang = (q.language ?? '').toUpperCase() || languageOf(req, m.defaultLanguage);
    const t = now();
    const rows = await db.query<{ id: number; titles: Texts; texts: Texts; starts_at: number }>(
      `SELECT id, titles, texts, starts_at FROM lobby_news
       WHERE merchant_id = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
       ORDER BY starts_at DESC, sort LIMIT $3`,
      [m.id, t, q.pageSize ?? 10],
    );
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        title: pick(r.titles, lang, m.defaultLanguage),
        content: pick(r.texts, lang, m.defaultLanguage),
        startDate: Number(r.starts_at),
      })),
    });
  });

  // A queue is answered from its opening hour to its closing hour, merchant time (0-24: always).
  callRoute(app, 'chatModels', async (q, req) => {
    const m = await requireMerchant(req);
    const s = await requireRealSession(req);
    await requireFlag(db, s.merchantId, 'CBS3');
    const lang = (q.language ?? '').toUpperCase() || languageOf(req, m.defaultLanguage);
    const hour = new Date(wallClock(now(), m.timeZone)).getUTCHours();
    const rows = await db.query<{ id: number; code: string; names: Texts; descriptions: Texts; open_hour: number; close_hour: number }>(
      'SELECT id, code, names, descriptions, open_hour, close_hour FROM chat_models WHERE merchant_id = $1 ORDER BY sort, id',
      [m.id],
    );
    return ok({
      list: rows.map((r) => ({
        modelId: r.id,
        code: r.code,
        name: pick(r.names, lang, m.defaultLanguage),
        description: pick(r.descriptions, lang, m.defaultLanguage),
        openHour: r.open_hour,
        closeHour: r.close_hour,
        online: hour >= r.open_hour && hour < r.close_hour,
      })),
    });
  });
};

export default lobbyNewsChatRoutes;
