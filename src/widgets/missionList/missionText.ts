import type { Mission } from '../../generated/api/shapes/mission.ts';
import { formatNumber } from '../../core/formatNumber.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const isMoney = (m: Mission): boolean => m.metric === 'betAmount' || m.metric === 'depositAmount';

/** A figure of a mission: money with the brand's symbol and two decimals, counts as whole numbers. */
export function figure(m: Mission, value: number, symbol: string): string {
  return isMoney(m) ? `${symbol}${formatNumber(value, 2)}` : formatNumber(value, 0);
}

/** What to do, in the member's language, from the mission's metric and target ("Bet ₱100.00", "Log in on 3 days"). */
export function taskText(m: Mission, t: Translate, symbol: string): string {
  return isMoney(m) ? t(`mission_${m.metric}`, { amount: figure(m, m.target, symbol) }) : t(`mission_${m.metric}`, { count: m.target });
}

/** The words for a refused claim, by the platform's error code (null: the generic request_failed text). */
export function claimErrorKey(errorCode: string | undefined): string | null {
  switch (errorCode) {
    case 'mission.claimed':
      return 'mission_error_claimed';
    case 'mission.not.complete':
      return 'mission_error_not_complete';
    case 'mission.not.found':
    case 'feature.disabled':
      return 'mission_error_not_found';
    default:
      return null;
  }
}
