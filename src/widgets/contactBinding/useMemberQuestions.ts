import { useEffect, useState } from 'react';
import type { SecurityQuestion } from '../../generated/api/shapes/securityQuestion.ts';
import type { AppEnv } from '../../renderer/env.ts';

/** The member's security questions while loading (null), once read, or 'failed'. */
export type MemberQuestions = readonly SecurityQuestion[] | null | 'failed';

/**
 * The member's security questions (customerSecurityQuestions), read when a contact change opens: with them the
 * dialog offers to answer them in place of the old contact's code. Nothing is read for a first binding.
 */
export function useMemberQuestions(env: AppEnv, enabled: boolean): MemberQuestions {
  const [questions, setQuestions] = useState<MemberQuestions>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    env.api.call('customerSecurityQuestions').then(
      (r) => live && setQuestions(r.list),
      () => live && setQuestions('failed'),
    );
    return () => {
      live = false;
    };
  }, [env, enabled]);
  return questions;
}
