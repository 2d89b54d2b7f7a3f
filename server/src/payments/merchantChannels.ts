/**
 * Which of the providers' channels a merchant offers: its `paymentChannels` setting, channel codes in the order
 * its deposit page lists them (a Philippine brand GCash and Maya, not China's wallets). Without the setting the
 * merchant offers every channel. A channel the merchant does not offer is neither listed nor accepted.
 */
import type { Merchant } from '../http/merchant.ts';
import type { PaymentChannel, PaymentProvider, PaymentProviders } from './provider.ts';

/** The merchant's channel codes, in its order; undefined when it offers every channel. */
function offeredCodes(m: Pick<Merchant, 'settings'>): string[] | undefined {
  const raw = m.settings.paymentChannels;
  return Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string') : undefined;
}

/** The channels the merchant offers, named in `language`, in the merchant's order. */
export function merchantChannels(payments: PaymentProviders, m: Pick<Merchant, 'settings'>, language?: string): PaymentChannel[] {
  const all = payments.channels(language);
  const codes = offeredCodes(m);
  if (!codes) return all;
  return codes.flatMap((code) => all.filter((c) => c.channelCode === code));
}

/** The channel with this code and its provider, when the merchant offers it (undefined: refused as not available). */
export function merchantChannel(
  payments: PaymentProviders,
  m: Pick<Merchant, 'settings'>,
  code: string,
  language?: string,
): { provider: PaymentProvider; channel: PaymentChannel } | undefined {
  const codes = offeredCodes(m);
  return codes && !codes.includes(code) ? undefined : payments.find(code, language);
}
