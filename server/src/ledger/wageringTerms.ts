/**
 * The wagering terms a site configures (merchant settings `wagering`): the turnover multiplier of each kind of
 * credit that is not a deposit bonus (a deposit bonus carries its promotion row's multiplier), and the days an
 * open requirement lasts before it expires. A kind at 0, or missing from the settings, carries no requirement.
 *
 *   "wagering": { "multipliers": { "MISSION": 1, "PROMOCODE": 3, "CHECKIN": 1, "MANREBATE": 1, "REDRAIN": 1 }, "expiryDays": 30 }
 */
import type { TxKind } from './post.ts';

/** The credits that carry wagering, besides deposit bonuses (BONUS). */
const WAGERED_KINDS = ['MISSION', 'PROMOCODE', 'CHECKIN', 'MANREBATE', 'REDRAIN'] as const satisfies readonly TxKind[];
export type WageredKind = (typeof WAGERED_KINDS)[number];

export interface WageringTerms {
  multipliers: Record<WageredKind, number>;
  /** Days an open requirement lasts; null: it never expires. */
  expiryDays: number | null;
}

/** Terms of a site whose settings say nothing: every credit turned over once, 30 days to do it. */
export const DEFAULT_WAGERING: WageringTerms = {
  multipliers: { MISSION: 1, PROMOCODE: 1, CHECKIN: 1, MANREBATE: 1, REDRAIN: 1 },
  expiryDays: 30,
};

/** A settings error an operator must fix; the seed and the site check refuse such settings before they are stored. */
export class WageringTermsError extends Error {}

const isMultiplier = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1000;

/** The terms in a merchant's settings: defaults for what is missing, WageringTermsError for what is malformed. */
export function wageringTerms(settings: Record<string, unknown>): WageringTerms {
  const raw = settings.wagering;
  if (raw === undefined) return DEFAULT_WAGERING;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new WageringTermsError('wagering must be an object');
  const { multipliers = {}, expiryDays = DEFAULT_WAGERING.expiryDays, ...rest } = raw as Record<string, unknown>;
  const unknownKey = Object.keys(rest)[0];
  if (unknownKey) throw new WageringTermsError(`wagering.${unknownKey} is not a setting (multipliers, expiryDays)`);
  if (typeof multipliers !== 'object' || multipliers === null) throw new WageringTermsError('wagering.multipliers must be an object');
  const out = { ...DEFAULT_WAGERING.multipliers };
  for (const [kind, v] of Object.entries(multipliers)) {
    if (!(WAGERED_KINDS as readonly string[]).includes(kind))
      throw new WageringTermsError(`wagering.multipliers.${kind}: not a credit kind (${WAGERED_KINDS.join(', ')})`);
    if (!isMultiplier(v)) throw new WageringTermsError(`wagering.multipliers.${kind} must be a number from 0 to 1000`);
    out[kind as WageredKind] = v;
  }
  if (expiryDays !== null && !(Number.isInteger(expiryDays) && (expiryDays as number) >= 1 && (expiryDays as number) <= 365)) {
    throw new WageringTermsError('wagering.expiryDays must be a whole number of days from 1 to 365, or null');
  }
  return { multipliers: out, expiryDays: expiryDays as number | null };
}
