import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepositOrder } from '../../generated/api/shapes/depositOrder.ts';
import { PlatformError } from '../../core/platformApi.ts';
import { newIdempotencyKey } from '../../core/idempotencyKey.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { keepPending, pollDelay, readPending } from './pendingOrder.ts';

export type DepositState =
  | { step: 'idle' }
  | { step: 'sending' }
  | { step: 'failed'; message: string }
  | { step: 'waiting'; order: DepositOrder }
  | { step: 'settled'; order: DepositOrder };

/**
 * One deposit from request to settlement. The idempotency key belongs to the deposit the member is making: a retry
 * after a failure or timeout sends the same key (the platform answers the first request's order, never a second
 * one); another channel or amount is another deposit with a new key. A pending order (this visit's or one left
 * behind in this tab) is polled with backoff until the platform settles it.
 */
export function useDepositOrder(env: AppEnv, onSettled: (order: DepositOrder) => void) {
  const [state, setState] = useState<DepositState>(() => {
    const pending = readPending(env);
    return pending ? { step: 'waiting', order: pending } : { step: 'idle' };
  });
  const attempt = useRef<{ what: string; key: string } | null>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const send = useCallback(
    async (channelCode: string, amount: number, promoId: number | null) => {
      const what = `${channelCode}:${amount}:${promoId}`;
      if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() };
      setState({ step: 'sending' });
      try {
        const body = promoId === null ? { channelCode, amount } : { channelCode, amount, promoId };
        const order = await env.api.call('depositRequest', body, { idempotencyKey: attempt.current.key });
        attempt.current = null;
        keepPending(env, order.status === 'PENDING' ? order : null);
        setState(order.status === 'PENDING' ? { step: 'waiting', order } : { step: 'settled', order });
        if (order.status !== 'PENDING') settled.current(order);
      } catch (err) {
        // The platform's own words for what the member got wrong (4xx); a network failure or 5xx gets the generic retry text.
        setState({ step: 'failed', message: err instanceof PlatformError && err.status >= 400 && err.status < 500 ? err.message : '' });
      }
    },
    [env],
  );

  // Poll the waiting order: 1 s, 2 s, 4 s, then every 8 s; a failed check just waits for the next.
  const waiting = state.step === 'waiting' ? state.order.orderNo : null;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async (n: number) => {
      try {
        const order = await env.api.call('depositStatus', { orderNo: waiting });
        if (stopped) return;
        if (order.status !== 'PENDING') {
          keepPending(env, null);
          setState({ step: 'settled', order });
          settled.current(order);
          return;
        }
      } catch {
        if (stopped) return;
      }
      timer = setTimeout(() => void check(n + 1), pollDelay(n + 1));
    };
    timer = setTimeout(() => void check(0), pollDelay(0));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [env, waiting]);

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, send, reset };
}
