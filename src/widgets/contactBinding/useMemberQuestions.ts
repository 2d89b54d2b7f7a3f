import { useState } from 'react';
import type { SecurityQuestion } from '../../generated/api/shapes/securityQuestion.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';

/** The member's security questions while loading (null), once read, or 'failed'. */
export type MemberQuestions = readonly SecurityQuestion[] | null | 'failed';

/**
 * The member's security questions (customerSecurityQuestions), read when a contact change opens: with them the
 * dialog offers to answer them in place of the old contact's code. Nothing is read for a first binding. Each
 * opening asks afresh (its time as the platform's cache-buster `t`), never from an earlier opening's answer: the
 * questions may have been set meanwhile.
 */
export function useMemberQuestions(enabled: boolean): MemberQuestions {
  const { env } = useRenderer();
  const [openedAt] = useState(() => String(env.clock.now()));
  const read = useCallRead('customerSecurityQuestions', enabled ? { t: openedAt } : null);
  if (read.data) return read.data.list;
  return read.status === 'error' ? 'failed' : null;
}
