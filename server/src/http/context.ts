import type { LiveBrandSite } from '../brands/liveSite.ts';
import type { DeployedBase } from '../brands/servedBrand.ts';
import type { Db } from '../db/index.ts';
import type { PaymentProviders } from '../payments/provider.ts';
import type { SmsProvider } from '../sms/provider.ts';

/** Everything a route needs besides the request, injected once at startup (tests pass their own). */
export interface AppContext {
  db: Db;
  /** Epoch ms; tests move it forward to expire codes and sessions. */
  now: () => number;
  sms: SmsProvider;
  /** DEV_OUTBOX=1 (never in production): enables the dev outbox calls. */
  devTools: boolean;
  /** Session lifetime in ms (sliding: renewed when used in its second half). */
  sessionTtlMs: number;
  /** Absolute session lifetime from sign-in, however busy the session (the idle lifetime slides within it). */
  sessionMaxAgeMs: number;
  /** Answer of the next captcha image (random digits; tests fix it). */
  captchaText: () => string;
  /** Demo mode (DEMO_MODE=1, never in production): the demo payment provider and the demo payout of withdrawals. */
  demoMode: boolean;
  /** The payment providers whose channels are offered and settled (none outside demo mode unless real ones are passed). */
  payments: PaymentProviders;
  /** screens/ of the deployment, and its _base read once (every brand is composed and checked on it). */
  screensDir: string;
  deployedBase(): DeployedBase;
  /** The brands served by host from their published revisions (opened on first use: LISTEN takes a connection). */
  brandSite(): Promise<LiveBrandSite>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
