/**
 * Launching games: GET/POST /wps/game/launchGame (session; free-play members get a trial launch) and
 * GCS_gameTrialLaunch (no session; only games with supportPlay 0). Both answer {content: {game_url}}, a
 * root-relative URL of the demo game page on this server.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LaunchGameRequest } from '../../../src/generated/api/launchGame.request.ts';
import type { LaunchGameResponse } from '../../../src/generated/api/launchGame.response.ts';
import { demoKindOf } from '../games/demoKind.ts';
import { createLaunch, type LaunchMode } from '../games/launch.ts';
import { findGame } from '../games/lookup.ts';
import { languageOf, merchantOf } from '../games/requestContext.ts';
import { optionalSession, requireSession, type Session } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok, type Envelope } from '../http/envelope.ts';

/** Free-play (trial) members: their launches use fake credits. */
const TRIAL_MEMBER_TYPE = 4;

const launchRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  const launch = async (req: FastifyRequest, params: LaunchGameRequest, session: Session | null, mode: LaunchMode): Promise<Envelope<LaunchGameResponse>> => {
    const m = await merchantOf(req);
    const game = await findGame(db, { nodeId: params.nodeId, gameId: params.gameId || undefined });
    if (params.vassalage && params.vassalage.toUpperCase() !== game.vassalage) {
      throw new ApiError(400, 'validation.failed', 'vassalage does not match the game.');
    }
    if (mode === 'TRIAL' && game.support_play !== 0) {
      throw new ApiError(403, 'game.trial.unsupported', 'This game has no free play; log in to play it.');
    }
    const launched = await createLaunch(db, {
      merchantId: m.id,
      memberId: session?.memberId ?? null,
      sessionToken: mode === 'REAL' ? (session?.token ?? null) : null,
      nodeId: game.node_id,
      gameId: game.game_id,
      kind: demoKindOf(game),
      mode,
      language: languageOf(req, m),
      now: now(),
    });
    if (session && mode === 'REAL') {
      await db.query(
        `INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
        [session.memberId, game.node_id, now()],
      );
    }
    return ok({ content: { game_url: launched.gameUrl, launchMode: launched.mode, expiresAt: launched.expiresAt } });
  };

  // GET, or POST with the parameters in the query, the body or both (the platform's client may send no body).
  callRoute(app, 'launchGame', async (params, req) => {
    await merchantOf(req);
    const s = await requireSession(req);
    return launch(req, params, s, s.type === TRIAL_MEMBER_TYPE ? 'TRIAL' : 'REAL');
  });

  callRoute(app, 'trialLaunch', async (q, req) => {
    const s = await optionalSession(req);
    return launch(req, q, s, 'TRIAL');
  });
};

export default launchRoutes;
