import type { Game } from '../../domain/games/gameRef.ts';
import type { LobbyConfig } from './config.ts';
import type { VendorClassifies } from './useVendorClassifies.ts';

/**
 * The filter panel's classify options: NEW (slots only), ALL, then the codes the vendor has in the category as the
 * platform says (vassGameType; of every vendor of the category when several or none is picked; of the games
 * themselves on the hot list). A code the vendor lacks is not offered. None where the screen turns classify off
 * (LOTT, ELOTT).
 */
export function classifyOptions(config: LobbyConfig, vendorCodes: VendorClassifies | null, vendor: string, hotGames: readonly Game[] | null): string[] {
  if (!config.classifyFilter) return [];
  const picked = new Set(vendor.split(',').filter(Boolean));
  const own = hotGames
    ? hotGames.map((g) => g.gameClassify)
    : Object.entries(vendorCodes ?? {})
        .filter(([v]) => picked.size === 0 || picked.has(v))
        .flatMap(([, codes]) => codes);
  const codes = [...new Set(own)].filter((c) => c && c !== 'NEW' && c !== 'ALL');
  // A screen's fixed classify (ROU, BAC) stays choosable even before the codes are in.
  if (!['NEW', 'ALL'].includes(config.classify) && !codes.includes(config.classify)) codes.unshift(config.classify);
  return [...(config.offersNew ? ['NEW'] : []), 'ALL', ...codes];
}
