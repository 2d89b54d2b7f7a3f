import type { FastifyPluginAsync } from 'fastify';
import { verifyPassword } from '../crypto/password.ts';
import { memberById } from '../db/members.ts';
import { notSession, requireRealSession, requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { languageOf } from '../http/request.ts';
import { checkChoice, storeChoice } from '../security/answers.ts';
import { memberQuestions, offeredQuestions, QUESTION_RULES, textIn } from '../security/questions.ts';

/**
 * Security questions (the platform's /wps/member/securityQuestions and /customerSecurityQuestions): the questions
 * the site offers, the member's own (never their answers), and setting them with the login password. They let a
 * member who lost the bound mobile number or e-mail address still prove it is them when changing it.
 */
const securityQuestionRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'securityQuestions', async (_q, req) => {
    await requireSession(req);
    const m = await requireMerchant(req);
    const lang = languageOf(req, m.defaultLanguage);
    const list = (await offeredQuestions(db)).map((q) => ({ questionId: q.id, question: textIn(q.texts, lang, m.defaultLanguage) }));
    return ok({ list, ...QUESTION_RULES });
  });

  callRoute(app, 'customerSecurityQuestions', async (_q, req) => {
    const s = await requireSession(req);
    const m = await requireMerchant(req);
    const lang = languageOf(req, m.defaultLanguage);
    const list = (await memberQuestions(db, s.memberId)).map((q) => ({ questionId: q.questionId, question: textIn(q.texts, lang, m.defaultLanguage) }));
    return ok({ list });
  });

  // Setting, or replacing, needs the login password: a session alone (a borrowed phone) must not be able to set
  // answers it then uses to take the account's contacts.
  callRoute(app, 'setCustomerSecurityQuestions', async (body, req) => {
    const s = await requireRealSession(req);
    if (!body.loginPassword) {
      throw new ApiError(400, 'password.required', 'Enter your login password to set your security questions.', { field: 'loginPassword' });
    }
    await checkChoice(db, body.questions);
    const t = now();
    await enforce(db, t, [{ key: `password:acct:${s.memberId}`, limit: LIMITS.passwordPerAccount }]);
    const member = await memberById(db, s.memberId);
    if (!member) throw notSession();
    if (!(await verifyPassword(body.loginPassword, member.password_hash))) {
      throw new ApiError(400, 'password.old.err', 'The login password is incorrect.', { field: 'loginPassword' });
    }
    await storeChoice(db, s.memberId, body.questions, t);
    return ok(true);
  });
};

export default securityQuestionRoutes;
