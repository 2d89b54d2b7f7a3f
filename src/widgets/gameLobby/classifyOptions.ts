import type { GameVendor } from '../../generated/api/shapes/gameVendor.ts';
import type { Game } from '../../domain/games/gameRef.ts';
import type { LobbyConfig } from './config.ts';

/**
 * The filter panel's classify options: NEW (slots only), ALL, then the vendor's own codes (of every listed
 * vendor when several or none is picked; of the games themselves on the hot list). None where the screen
 * turns classify off (LOTT, ELOTT).
 */
export function classifyOptions(config: LobbyConfig, laneVendors: readonly GameVendor[], vendor: string, hotGames: readonly Game[] | null): string[] {
  if (!config.classifyFilter) return [];
  const picked = new Set(vendor.split(',').filter(Boolean));
  const own = hotGames
    ? hotGames.map((g) => g.gameClassify)
    : laneVendors.filter((v) => picked.size === 0 || picked.has(v.vassalage)).flatMap((v) => v.gameClassify);
  const codes = [...new Set(own)].filter((c) => c && c !== 'NEW' && c !== 'ALL');
  // A screen's fixed classify (ROU, BAC) stays choosable even when the lanes are not loaded yet.
  if (!['NEW', 'ALL'].includes(config.classify) && !codes.includes(config.classify)) codes.unshift(config.classify);
  return [...(config.offersNew ? ['NEW'] : []), 'ALL', ...codes];
}
