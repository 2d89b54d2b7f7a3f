import { defineAction } from '../renderer/actionDefinition.ts';
import { fillTemplate } from '../core/params/resolve.ts';
import type { NavigateParams } from '../generated/actions/navigate.ts';

/** Goes to an app path; {name} placeholders come from the event (the tapped item). */
export const navigate = defineAction((p: NavigateParams, { env, event, context }) => {
  if (p.requiresSession && !context.session.loggedIn) {
    env.navigate('/m/login');
    return;
  }
  env.navigate(fillTemplate(p.to, event), { replace: p.replace === true });
});
