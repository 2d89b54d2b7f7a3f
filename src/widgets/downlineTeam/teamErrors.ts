import type { Mutation } from '../../renderer/useMutation.ts';

/** Refusals the team's transfer calls name, as texts the agent can act on. */
const TRANSFER_KEYS: Record<string, string> = {
  'agent.not.found': 'team_error_agent_not_found',
  'transfer.self': 'team_error_transfer_self',
  'transfer.subtree': 'team_error_transfer_subtree',
  'downline.not.found': 'team_error_downline_not_found',
};

/** Whether the refusal is about the named agent (shown on the account field) rather than the members moved. */
export const aboutTargetAgent = (code: string | undefined): boolean => code === 'agent.not.found' || code === 'transfer.self' || code === 'transfer.subtree';

/**
 * The text key for a failed transfer, from its mutation's state; the platform's own words otherwise (null: the
 * generic text); undefined while nothing failed.
 */
export function teamErrorKey(m: Pick<Mutation, 'error' | 'errorCode'>): { key: string; code?: string } | { message: string | null; code?: string } | undefined {
  if (m.error === undefined) return undefined;
  const key = m.errorCode === undefined ? undefined : TRANSFER_KEYS[m.errorCode];
  if (key) return { key, code: m.errorCode };
  return { message: m.error, code: m.errorCode };
}
