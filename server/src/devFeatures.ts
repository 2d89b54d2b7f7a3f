/**
 * Development and demo features fail closed: each exists only when switched on explicitly, and a production
 * server refuses to start with any of them on (a forgotten variable must not open the SMS outbox to anyone).
 * - DEV_OUTBOX=1: the dev outbox calls (/wps/dev/sms-outbox, /wps/dev/email-outbox) and SMS / e-mail codes printed
 *   to the console. Anyone who can read them can sign in as every member and reset passwords.
 * - DEMO_MODE=1: the demo's accounts and balances (seeded only then: they sign in with published passwords), the demo
 *   payment provider (deposits confirm by themselves) and the demo payout of withdrawals.
 * (CLOCK_START, the moved clock, is refused the same way in clock.ts.)
 */
export interface DevFeatures {
  devOutbox: boolean;
  demoMode: boolean;
}

/** A feature asked for where it must not run; main prints the message and exits non-zero, buildApp throws it. */
export class FeatureConfigError extends Error {}

const VARIABLES: Record<keyof DevFeatures, string> = { devOutbox: 'DEV_OUTBOX', demoMode: 'DEMO_MODE' };

/** Throws FeatureConfigError when NODE_ENV=production and any feature is on; returns the features otherwise. */
export function refuseInProduction(features: DevFeatures, env: NodeJS.ProcessEnv): DevFeatures {
  if (env.NODE_ENV !== 'production') return features;
  const on = (Object.keys(VARIABLES) as (keyof DevFeatures)[]).filter((k) => features[k]).map((k) => `${VARIABLES[k]}=1`);
  if (on.length > 0) {
    throw new FeatureConfigError(
      `${on.join(', ')} ${on.length > 1 ? 'are' : 'is'} for development and demos only: refusing to start with ${on.length > 1 ? 'them' : 'it'} on when NODE_ENV=production`,
    );
  }
  return features;
}

/** The features the environment asks for (only the exact value "1" switches one on). */
export function devFeaturesAsked(env: NodeJS.ProcessEnv): DevFeatures {
  return { devOutbox: env.DEV_OUTBOX === '1', demoMode: env.DEMO_MODE === '1' };
}

/** The features the environment switches on, refused in production (main.ts checks this before anything starts). */
export function devFeaturesFromEnv(env: NodeJS.ProcessEnv): DevFeatures {
  return refuseInProduction(devFeaturesAsked(env), env);
}
