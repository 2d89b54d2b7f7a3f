/**
 * The game list's filters turned into one parameterised WHERE clause, shared by
 * the list, hot, favourite and recent calls.
 */

export interface GameFilter {
  /** A platform gameType (RNG, LIVE, ...) or a lane (JILI, INHOUSE, ESPORTS, COCKFIGHT); empty = any. */
  gameType?: string;
  vassalages?: string[];
  gameName?: string;
  classifies?: string[];
  isNew?: boolean;
  minBet?: number;
  minLine?: number;
}

/** Lanes the front end sends as a gameType; they select by lane, not by the stored platform gameType. */
const LANES = new Set(['JILI', 'INHOUSE', 'ESPORTS', 'COCKFIGHT']);

/** Appends conditions on alias `g` to `where`, pushing values to `params` ($n placeholders). */
export function applyFilter(f: GameFilter, where: string[], params: unknown[]): void {
  const p = (v: unknown): string => {
    params.push(v);
    return `$${params.length}`;
  };
  where.push('g.enabled');
  if (f.gameType) where.push(LANES.has(f.gameType) ? `g.category = ${p(f.gameType)}` : `g.game_type = ${p(f.gameType)}`);
  if (f.vassalages && f.vassalages.length > 0) where.push(`g.vassalage = ANY(${p(f.vassalages)}::text[])`);
  if (f.gameName) {
    const like = `%${f.gameName.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const x = p(like);
    where.push(`(lower(g.name_en) LIKE ${x} OR g.name_cn LIKE ${x})`);
  }
  if (f.classifies && f.classifies.length > 0) where.push(`g.game_classify = ANY(${p(f.classifies)}::text[])`);
  if (f.isNew) where.push('g.is_new');
  // Minimum bet and lines match exactly: the filter options are the seeded values (all, 0.01 ... 1).
  if (f.minBet !== undefined) where.push(`g.min_bet = ${p(f.minBet)}::numeric`);
  if (f.minLine !== undefined) where.push(`g.min_line = ${p(f.minLine)}`);
}

/** Splits "PG,JL" / "PG, JL" into codes; empty parts dropped. */
function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A vendor query ("PG,JL"), upper-cased: the favourite and recent lists narrowed to the lobby's vendor chip. */
export function vendorList(value: string | undefined): string[] {
  return splitList(value).map((v) => v.toUpperCase());
}

/** A query value that may be a number or '' (the platform's front end sends '' for "all"). */
function optionalNumber(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The list call's query as a filter: NEW in the classify list means isNew; ALL means any. */
export function filterFromQuery(q: {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: number | string;
  minBet?: number | string;
  minLine?: number | string;
}): GameFilter {
  const classifies = splitList(q.gameClassify).map((c) => c.toUpperCase());
  const name = (q.gameName ?? '').trim();
  return {
    gameType: (q.gameType ?? '').toUpperCase() || undefined,
    vassalages: vendorList(q.vassalage),
    gameName: name || undefined,
    classifies: classifies.filter((c) => c !== 'NEW' && c !== 'ALL'),
    isNew: String(q.isNew) === '1' || classifies.includes('NEW'),
    minBet: optionalNumber(q.minBet),
    minLine: optionalNumber(q.minLine),
  };
}
