/**
 * Launch tokens of the demo game. A REAL launch is bound to the member's session: once the session is revoked
 * or expires, the game's calls are refused and the page asks the app to log in again. TRIAL launches carry
 * their own fake credits and never touch the ledger.
 */
import type { LaunchGameResponse } from '../../../src/generated/api/launchGame.response.ts';
import type { Queryable } from '../db/index.ts';
import { newToken, sha256Hex } from '../crypto/token.ts';
import { demoGamePath } from '../routes/paths.ts';
import { demoKindOf, type DemoKind } from './demoKind.ts';

const LAUNCH_TTL_MS = 4 * 60 * 60 * 1000;
const TRIAL_CREDITS_CENTS = 200_000;

export type LaunchMode = LaunchGameResponse['content']['launchMode'];

export interface LaunchInput {
  merchantId: number;
  memberId: number | null;
  sessionToken: string | null;
  nodeId: number;
  gameId: string;
  /** Which page opens: the slot, the baccarat table, or the page of a kind with no demo game. */
  kind: DemoKind;
  mode: LaunchMode;
  language: string;
  now: number;
}

export interface Launched {
  gameUrl: string;
  mode: LaunchMode;
  expiresAt: number;
}

export async function createLaunch(db: Queryable, input: LaunchInput): Promise<Launched> {
  const token = newToken();
  const expiresAt = input.now + LAUNCH_TTL_MS;
  await db.query(
    `INSERT INTO game_launches (token_hash, merchant_id, member_id, session_hash, node_id, mode, trial_balance_cents, language, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      sha256Hex(token),
      input.merchantId,
      input.memberId,
      input.sessionToken ? sha256Hex(input.sessionToken) : null,
      input.nodeId,
      input.mode,
      input.mode === 'TRIAL' ? TRIAL_CREDITS_CENTS : 0,
      input.language,
      input.now,
      expiresAt,
    ],
  );
  const query = new URLSearchParams({ token, lang: input.language });
  return { gameUrl: `${demoGamePath(input.gameId, input.kind)}?${query.toString()}`, mode: input.mode, expiresAt };
}

export interface ActiveLaunch {
  tokenHash: string;
  merchantId: number;
  memberId: number | null;
  username: string | null;
  nodeId: number;
  gameId: string;
  nameEn: string;
  nameCn: string;
  minBet: number;
  kind: DemoKind;
  /** The vendor whose game this is (shown where a kind has no demo game). */
  vendorName: string;
  gameType: string;
  mode: LaunchMode;
  trialCents: number;
  language: string;
  currencySymbol: string;
}

interface Row {
  token_hash: string;
  merchant_id: number;
  member_id: number | null;
  username: string | null;
  node_id: number;
  game_id: string;
  name_en: string;
  name_cn: string;
  min_bet: number;
  game_type: string;
  game_classify: string;
  display_name: string;
  mode: LaunchMode;
  trial_balance_cents: number;
  language: string;
  currency_symbol: string;
}

/** The launch behind a token, or null when unknown, expired, or its session has ended. */
export async function activeLaunch(db: Queryable, token: string | undefined, now: number): Promise<ActiveLaunch | null> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return null;
  const rows = await db.query<Row>(
    `SELECT l.token_hash, l.merchant_id, l.member_id, m.username, l.node_id, g.game_id, g.name_en, g.name_cn,
            g.min_bet::float8 AS min_bet, g.game_type, g.game_classify, v.display_name, l.mode, l.trial_balance_cents,
            l.language, mc.currency_symbol
       FROM game_launches l
       JOIN games g ON g.node_id = l.node_id
       JOIN game_vendors v ON v.vassalage = g.vassalage
       JOIN merchants mc ON mc.id = l.merchant_id
       LEFT JOIN members m ON m.id = l.member_id
       LEFT JOIN sessions s ON s.token_hash = l.session_hash
      WHERE l.token_hash = $1 AND l.expires_at > $2
        AND (l.mode = 'TRIAL' OR (s.revoked_at IS NULL AND s.expires_at > $2 AND m.status = 0))`,
    [sha256Hex(token), now],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    tokenHash: r.token_hash,
    merchantId: r.merchant_id,
    memberId: r.member_id,
    username: r.username,
    nodeId: r.node_id,
    gameId: r.game_id,
    nameEn: r.name_en,
    nameCn: r.name_cn,
    minBet: Number(r.min_bet),
    kind: demoKindOf(r),
    vendorName: r.display_name,
    gameType: r.game_type,
    mode: r.mode,
    trialCents: Number(r.trial_balance_cents),
    language: r.language,
    currencySymbol: r.currency_symbol,
  };
}
