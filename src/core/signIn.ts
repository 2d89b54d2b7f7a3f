import type { LoginResponse } from '../generated/api/login.response.ts';
import type { PlatformApi } from './platformApi.ts';

/** The third-party sign-in providers the spec names, each behind its whitelabel flag. */
export type SignInProvider = 'facebook' | 'google';

/** The flag each provider's buttons need besides an initialised service (FACEBOOKLOGIN3, GOOGLELOGIN3). */
export const SIGN_IN_FLAGS: Readonly<Record<SignInProvider, string>> = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' };

/**
 * A third-party sign-in service: the small interface an operator implements around a provider's SDK (Facebook
 * Login, Google Identity Services, ...). This build ships none, as it loads no third-party script; without one the
 * provider's buttons never show (their condition reads `signIn.<provider>`, true only once `init` succeeded).
 */
export interface SignInService {
  /** Loads and initialises the SDK; resolves true once `signIn` can run, false (or rejects) when it cannot. */
  init(): Promise<boolean>;
  /**
   * Runs the provider's sign-in (its popup or redirect) and exchanges the provider's credential with the platform
   * for a session, through `api`. Resolves null when the person cancelled.
   */
  signIn(api: PlatformApi): Promise<LoginResponse | null>;
}

/** The services an operator plugged in, by provider (src/app/signInServices.ts). */
export type SignInServices = Partial<Record<SignInProvider, SignInService>>;

/** Which providers' services initialised (the `signIn` condition context). */
export type SignInReadiness = Record<SignInProvider, boolean>;
