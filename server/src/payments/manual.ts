/**
 * Manual bank transfers that only an operator confirms or rejects (routes/manualDeposits.ts), never a timer: the
 * channel MANUAL, on with MANUAL_TRANSFER=1 (main.ts). Without it, demo mode offers its own MANUAL (payments/demo.ts:
 * the demo confirms it after 30 s); with it, this one replaces the demo's (payments/index.ts).
 */
import type { PaymentProvider } from './provider.ts';

/** The instant an operator-confirmed order is "due": never, so no settlement sweep ever completes one. */
const NEVER = Number.MAX_SAFE_INTEGER;

export const manualTransferProvider: PaymentProvider = {
  id: 'manual',
  // delayMs 0: nothing confirms it by itself (the channel's confirmation is a person's decision).
  channels: [{ channelCode: 'MANUAL', channelName: 'Manual bank transfer', kind: 'MANUAL', minAmount: 100, maxAmount: 500_000, delayMs: 0 }],
  confirmsAt: () => NEVER,
  startSettlement: () => ({ orderPlaced() {}, stop() {} }),
};

/** The providers main.ts passes to buildApp from the environment: MANUAL_TRANSFER=1, in demo mode or out of it. */
export const providersFromEnv = (env: NodeJS.ProcessEnv): PaymentProvider[] => (env.MANUAL_TRANSFER === '1' ? [manualTransferProvider] : []);
