import type { AppEnv } from '../../renderer/env.ts';
import type { ConditionContext } from '../../generated/context.ts';
import type { CallInput } from '../../core/platformApi.ts';
import { saveLaunch } from './launchStore.ts';
import type { GameRef } from './gameRef.ts';
import { retryWith } from '../../core/retryAction.ts';

/** The full-screen game page route (screens/_base/screens/game.json). */
const GAME_PAGE = '/m/game';
export const LOGIN_PAGE = '/m/login';

/**
 * The launch call's parameters: category, vendor, game id (the room id when there is one), node id and
 * supportPlay. The client adds the platform's fixed launchMode, platform, clientType and accountType.
 */
function launchParams(game: GameRef, language: string): CallInput<'launchGame'> {
  const params: CallInput<'launchGame'> = {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    language,
    supportPlay: game.supportPlay ?? 1,
  };
  const gameId = game.roomId || game.gameId;
  if (gameId) params.gameId = gameId;
  if (game.category ?? game.gameType) params.gameType = game.category ?? game.gameType;
  if (game.roomId) params.roomId = game.roomId;
  return params;
}

/** The current route as a path with its query, so the game page can come back to the same list. */
function currentPath(context: Pick<ConditionContext, 'route'>): string {
  const q = new URLSearchParams(context.route.query).toString();
  return q ? `${context.route.path}?${q}` : context.route.path;
}

/** Reads a data source again without holding up the caller; a failed read is the list's own retry, and reported. */
export function refreshAfter(env: AppEnv, source: string): void {
  env.refreshData(source).catch((err: unknown) => env.report(`Refresh of "${source}" failed`, err));
}

export interface LaunchOptions {
  gamePath?: string;
  /** Where the game page's back button returns (default: the current route). */
  backTo?: string;
}

/**
 * Starts a game. Members launch it (trial members get the platform's free play); guests get free play where the
 * game's supportPlay is 0 and go to the login screen otherwise. The game opens on the game page.
 */
export async function launchGame(env: AppEnv, context: ConditionContext, game: GameRef, options: LaunchOptions = {}): Promise<boolean> {
  const loggedIn = context.session.loggedIn;
  if (!loggedIn && game.supportPlay !== 0) {
    env.navigate(LOGIN_PAGE);
    return false;
  }
  // A loading notice stays until the launch ends (dismissed below), at most its kind's time.
  const notice = env.notify({ messageKey: 'game_launching', kind: 'loading' });
  try {
    const params = launchParams(game, context.language);
    const value = loggedIn ? await env.api.call('launchGame', params) : await env.api.call('trialLaunch', params);
    const url = value?.content?.game_url;
    if (!url) throw new Error('The launch answer has no game_url.');
    saveLaunch(env.storage.session, { url, backTo: options.backTo ?? currentPath(context), gameName: game.gameName ?? '' });
    // The platform lists a member's launch among the recent games at once: every list bound to them is read again
    // (or, off screen, on its next showing) rather than keeping the answer from before the game.
    if (loggedIn) refreshAfter(env, 'recentGames');
    env.dismiss(notice);
    env.navigate(options.gamePath ?? GAME_PAGE);
    return true;
  } catch (err) {
    env.dismiss(notice);
    env.notify({ messageKey: 'game_launch_failed', kind: 'error', action: retryWith(() => launchGame(env, context, game, options)) });
    env.report('Game launch failed', err);
    return false;
  }
}
