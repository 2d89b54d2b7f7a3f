import type { Game } from '../../generated/api/shapes/game.ts';

export type { Game };

/**
 * What launching or favouriting needs from a game. Every list answer (list, hot, favourites, recent, winners)
 * carries these, so home rows and the lobby hand their items over as they are.
 */
export interface GameRef {
  /** Absent in some answers (winners board): the node id alone names the game. */
  gameId?: string;
  nodeId: string;
  vassalage: string;
  gameType?: string;
  category?: string;
  gameName?: string;
  roomId?: string | null;
  supportPlay?: number;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** Reads a game from an action's params or event (documents pass plain objects); null when it names no game. */
export function toGameRef(value: unknown): GameRef | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const nodeId = str(v.nodeId);
  const gameId = str(v.gameId);
  const vassalage = str(v.vassalage) ?? str(v.vendor);
  if (!nodeId || !vassalage) return null;
  return {
    gameId,
    nodeId,
    vassalage,
    gameType: str(v.gameType),
    category: str(v.category),
    gameName: str(v.gameName) ?? str(v.name),
    roomId: str(v.roomId) ?? null,
    supportPlay: typeof v.supportPlay === 'number' ? v.supportPlay : v.supportPlay === '0' ? 0 : 1,
  };
}

/** The game of an action: its params.game, else the event's game, else the event itself. */
export function gameOfAction(params: { game?: unknown }, event: Record<string, unknown>): GameRef | null {
  return toGameRef(params.game) ?? toGameRef(event.game) ?? toGameRef(event);
}
