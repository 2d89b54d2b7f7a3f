import { PlatformError } from '../../core/platformApi.ts';

/** Refusals the team's transfer calls name, as texts the agent can act on. */
const TRANSFER_KEYS: Record<string, string> = {
  'agent.not.found': 'team_error_agent_not_found',
  'transfer.self': 'team_error_transfer_self',
  'transfer.subtree': 'team_error_transfer_subtree',
  'downline.not.found': 'team_error_downline_not_found',
};

/** Whether the refusal is about the named agent (shown on the account field) rather than the members moved. */
export const aboutTargetAgent = (code: string | undefined): boolean => code === 'agent.not.found' || code === 'transfer.self' || code === 'transfer.subtree';

/** The text key for a failed transfer or rebate change; the platform's own words otherwise (null: the generic text). */
export function teamErrorKey(err: unknown): { key: string; code?: string } | { message: string | null; code?: string } {
  if (!(err instanceof PlatformError)) return { message: null };
  const key = TRANSFER_KEYS[err.errorCode];
  if (key) return { key, code: err.errorCode };
  return { message: err.status >= 400 && err.status < 500 ? err.message : null, code: err.errorCode };
}
