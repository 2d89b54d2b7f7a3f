/** The payment providers of an app: the demo provider in demo mode only, plus any real ones passed to buildApp. */
import { demoProvider } from './demo.ts';
import { paymentProviders, type PaymentProvider, type PaymentProviders } from './provider.ts';

export type { PaymentProvider, PaymentProviders } from './provider.ts';

export function providersFor(o: { demoMode: boolean; providers?: readonly PaymentProvider[] }): PaymentProviders {
  const given = o.providers ?? [];
  // A provider passed in takes its channel codes from the demo's: MANUAL_TRANSFER=1 in demo mode leaves each
  // reported transfer to an operator, not to the demo's 30 s stand-in.
  const taken = new Set(given.flatMap((p) => p.channels.map((c) => c.channelCode)));
  const demo = { ...demoProvider, channels: demoProvider.channels.filter((c) => !taken.has(c.channelCode)) };
  return paymentProviders([...(o.demoMode ? [demo] : []), ...given]);
}
