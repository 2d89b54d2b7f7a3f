/** The payment providers of an app: the demo provider in demo mode only, plus any real ones passed to buildApp. */
import { demoProvider } from './demo.ts';
import { paymentProviders, type PaymentProvider, type PaymentProviders } from './provider.ts';

export type { PaymentProvider, PaymentProviders } from './provider.ts';

export function providersFor(o: { demoMode: boolean; providers?: readonly PaymentProvider[] }): PaymentProviders {
  return paymentProviders([...(o.demoMode ? [demoProvider] : []), ...(o.providers ?? [])]);
}
