import type { SignInServices } from '../core/signIn.ts';

/**
 * Third-party sign-in services of this build: none, since the app loads no third-party SDK (it works offline and
 * under a strict Content-Security-Policy). To offer Facebook or Google sign-in, implement `SignInService`
 * (src/core/signIn.ts) around the provider's SDK, add it here (e.g. `{ google: googleSignIn }`), allow the SDK's
 * origin in the CSP, and switch the brand's GOOGLELOGIN3 / FACEBOOKLOGIN3 flag on: boot initialises it, and the
 * login and register buttons show once `init` resolves true.
 */
export const signInServices: SignInServices = {};
