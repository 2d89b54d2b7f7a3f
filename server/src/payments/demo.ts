/**
 * The demo payment provider (demo mode only, see app.ts `demoMode`): channels that "confirm" every order by
 * themselves after the channel's delayMs. A timer completes an order a moment after it is due; a sweep every 30 s
 * also completes orders whose timer was lost (a restart between request and confirmation), and reading an order
 * or the deposit report completes it too.
 */
import type { PaymentChannel, PaymentProvider, Settlement, SettlementContext } from './provider.ts';

const DEMO_CHANNELS: readonly PaymentChannel[] = [
  { channelCode: 'DEMOPAY', channelName: 'Demo Pay (instant)', kind: 'GATEWAY', minAmount: 10, maxAmount: 50_000, delayMs: 1500 },
  { channelCode: 'DEMOBANK', channelName: 'Demo Bank Transfer', kind: 'GATEWAY', minAmount: 100, maxAmount: 200_000, delayMs: 5000 },
  // A transfer to the merchant's receiving account, reported with its reference and receipt: the demo stands in for
  // the operator who would check the bank statement, and confirms it after 30 s.
  { channelCode: 'MANUAL', channelName: 'Manual bank transfer', kind: 'MANUAL', minAmount: 100, maxAmount: 500_000, delayMs: 30_000 },
  // E-wallet relays, each with the limits its wallet allows; a real provider offers them the same way (kind EWALLET).
  // The Philippines' wallets, then China's (a merchant offers those its players use: settings.paymentChannels).
  { channelCode: 'GCASH', channelName: 'GCash', kind: 'EWALLET', minAmount: 100, maxAmount: 50_000, delayMs: 3000 },
  { channelCode: 'MAYA', channelName: 'Maya', kind: 'EWALLET', minAmount: 100, maxAmount: 50_000, delayMs: 3000 },
  { channelCode: 'ALIPAY', channelName: 'Alipay', kind: 'EWALLET', minAmount: 50, maxAmount: 20_000, delayMs: 3000 },
  { channelCode: 'QQPAY', channelName: 'QQ Wallet', kind: 'EWALLET', minAmount: 10, maxAmount: 5_000, delayMs: 3000 },
  { channelCode: 'WECHATPAY', channelName: 'WeChat Pay', kind: 'EWALLET', minAmount: 20, maxAmount: 10_000, delayMs: 3000 },
];

/** The names in Tagalog and Chinese: Tagalog keeps the wallets' own names, Chinese uses theirs (支付宝, 微信支付, QQ钱包). */
const DEMO_CHANNEL_NAMES: Record<string, { TY?: string; CN?: string }> = {
  DEMOPAY: { TY: 'Demo Pay (agad)', CN: '演示支付（即时到账）' },
  DEMOBANK: { TY: 'Demo na bank transfer', CN: '演示银行转账' },
  MANUAL: { TY: 'Manwal na bank transfer', CN: '人工银行转账' },
  ALIPAY: { CN: '支付宝' },
  QQPAY: { CN: 'QQ钱包' },
  WECHATPAY: { CN: '微信支付' },
};

const SWEEP_MS = 30_000;

export const demoProvider: PaymentProvider = {
  id: 'demo',
  channels: DEMO_CHANNELS,
  channelNames: DEMO_CHANNEL_NAMES,
  confirmsAt: (channel, placedAt) => placedAt + channel.delayMs,
  startSettlement(ctx: SettlementContext): Settlement {
    const timers = new Set<NodeJS.Timeout>();
    // unref: the timers never keep the process alive.
    const sweep = setInterval(() => {
      ctx.settleDue().catch((err: unknown) => ctx.warn(err, 'demo deposit sweep failed'));
    }, SWEEP_MS);
    sweep.unref();
    return {
      orderPlaced(order) {
        const t = setTimeout(() => {
          timers.delete(t);
          ctx.settleDue(order.memberId).catch((err: unknown) => ctx.warn(err, 'demo deposit completion failed'));
        }, order.channel.delayMs + 50);
        t.unref();
        timers.add(t);
      },
      stop() {
        clearInterval(sweep);
        for (const t of timers) clearTimeout(t);
        timers.clear();
      },
    };
  },
};
