/**
 * Payment providers: where deposits go. Each provider offers channels (as paymentChannels answers them) and says
 * how its orders settle. A deposit request stores a PENDING order with the instant its confirmation is due
 * (`completes_at`); completing a due order credits the wallet once (ledger/deposit.ts). Only the channels of the
 * registered providers are offered, accepted and settled.
 */
import type { PaymentChannelsResponse } from '../../../src/generated/api/paymentChannels.response.ts';
import { nameIn } from '../http/localized.ts';

/** A deposit channel as paymentChannels answers it (code, name, amount limits, confirmation delay). */
export type PaymentChannel = PaymentChannelsResponse['list'][number];

/** What a provider's settlement may do, given when the app starts. */
export interface SettlementContext {
  /** Completes the provider's due PENDING orders (one member's, or everyone's); answers how many. */
  settleDue(memberId?: number): Promise<number>;
  /** Logs a failed background settlement (it is retried by the next one). */
  warn(err: unknown, what: string): void;
}

/** A provider's settlement running in one app; stopped when the app closes. */
export interface Settlement {
  /** Told after a new order was stored. */
  orderPlaced(order: { memberId: number; channel: PaymentChannel; completesAt: number }): void;
  stop(): void;
}

export interface PaymentProvider {
  /** Stable id (logs, configuration). */
  readonly id: string;
  /** The channels it offers, in display order; channel codes are unique across providers. channelName is English. */
  readonly channels: readonly PaymentChannel[];
  /** A channel's name in Tagalog and Chinese, by channel code, where it differs from the English (else English). */
  readonly channelNames?: Readonly<Record<string, { TY?: string; CN?: string }>>;
  /** When an order placed at `placedAt` on one of its channels is due to be confirmed (epoch ms). */
  confirmsAt(channel: PaymentChannel, placedAt: number): number;
  /** Starts settling (timers, sweeps, a callback listener...). */
  startSettlement(ctx: SettlementContext): Settlement;
}

/** The providers an app uses. */
export interface PaymentProviders {
  readonly providers: readonly PaymentProvider[];
  /** Every channel offered, in provider order (empty without providers), named in `language` (default English). */
  channels(language?: string): PaymentChannel[];
  /** The channel with this code (named in `language`) and its provider; undefined when no registered provider offers it. */
  find(channelCode: string, language?: string): { provider: PaymentProvider; channel: PaymentChannel } | undefined;
}

export function paymentProviders(providers: readonly PaymentProvider[]): PaymentProviders {
  const byCode = new Map<string, { provider: PaymentProvider; channel: PaymentChannel }>();
  for (const provider of providers) {
    for (const channel of provider.channels) {
      if (byCode.has(channel.channelCode)) throw new Error(`payment channel ${channel.channelCode} is offered twice (${provider.id})`);
      byCode.set(channel.channelCode, { provider, channel });
    }
  }
  // A person reads the channel's name in the request's language (a brand name stays as its maker writes it there).
  const named = (e: { provider: PaymentProvider; channel: PaymentChannel }, language = 'EN') => ({
    provider: e.provider,
    channel: { ...e.channel, channelName: nameIn(language, { EN: e.channel.channelName, ...e.provider.channelNames?.[e.channel.channelCode] }) },
  });
  return {
    providers,
    channels: (language) => [...byCode.values()].map((e) => named(e, language).channel),
    find: (code, language) => {
      const e = byCode.get(code);
      return e ? named(e, language) : undefined;
    },
  };
}
