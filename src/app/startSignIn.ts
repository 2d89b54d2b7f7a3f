import { SIGN_IN_FLAGS, type SignInProvider, type SignInServices } from '../core/signIn.ts';
import type { AppState } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';

/**
 * Initialises the plugged-in sign-in services whose flag is on (no SDK loads for a provider the brand does not
 * offer) and records each one that becomes ready in the store, which the `signIn` condition context reads. A
 * service that fails to initialise is reported and its buttons stay hidden.
 */
export async function startSignInServices(
  services: SignInServices,
  flags: Readonly<Record<string, boolean | undefined>>,
  store: Store<AppState>,
  report: (message: string, detail?: unknown) => void,
): Promise<void> {
  const providers = (Object.keys(services) as SignInProvider[]).filter((p) => flags[SIGN_IN_FLAGS[p]] === true);
  await Promise.all(
    providers.map(async (provider) => {
      let ready = false;
      try {
        ready = (await services[provider]?.init()) === true;
      } catch (err) {
        report(`Sign-in service "${provider}" failed to initialise`, err);
      }
      if (!ready) return;
      store.update((s) => {
        s.signIn = { facebook: false, google: false, ...s.signIn, [provider]: true };
      });
    }),
  );
}
