import { defineAction } from '../../renderer/actionDefinition.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { affiliateCodeValid } from './affiliate.ts';
import { readFormEvent, text } from '../../domain/account/formEvent.ts';

/**
 * The URL-derived affiliate check, run when the register form opens: the code the form opened with (its
 * queryParam) is checked once; a valid one is marked verified so submit does not check it again. A failed check
 * says nothing now: the field keeps the code, and register checks the entered code first and reports it then.
 */
export default defineAction(async (p: ActionParamsWithDefaults<'checkAffiliateCode'>, { env, event }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('checkAffiliateCode runs from a form');
  const field = p.field;
  const code = text(f.values, field);
  if (code && (await affiliateCodeValid(env, code, window.location.host))) f.form.markVerified(field, code);
});
