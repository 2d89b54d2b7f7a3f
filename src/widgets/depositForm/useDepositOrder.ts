import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepositOrder } from '../../generated/api/shapes/depositOrder.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { type MutationEvent, useMutation } from '../../renderer/useMutation.ts';
import { keepPending, pollDelay, readPending } from './pendingOrder.ts';

type DepositState = { step: 'idle' } | { step: 'waiting'; order: DepositOrder } | { step: 'settled'; order: DepositOrder };

export interface DepositOrderFlow {
  state: DepositState;
  /** The request is on its way. */
  sending: boolean;
  /** The last request failed: the platform's words for a refusal (4xx), else null (the generic text); undefined: it did not. */
  failure: string | null | undefined;
  send(channelCode: string, amount: number, promoId: number | null): Promise<void>;
  /** Reports a manual bank transfer with its reference and receipt (base64); PENDING until the platform confirms it. */
  sendManual(channelCode: string, amount: number, reference: string, receiptImage: string): Promise<void>;
  reset(): void;
}

/**
 * One deposit from request to settlement. The idempotency key belongs to the deposit the member is making: a retry
 * after a failure or timeout sends the same key (the platform answers the first request's order, never a second
 * one); another channel or amount is another deposit with a new key. A pending order (this visit's or one left
 * behind in this tab) is polled with backoff until the platform settles it. The request is told to the widget's
 * document through `emit` (`done` with {orderNo, amount, status}, or `failed`); the status checks are not.
 */
export function useDepositOrder(
  emit: (event: MutationEvent, payload: Record<string, unknown>) => void,
  onSettled: (order: DepositOrder) => void,
): DepositOrderFlow {
  const { env } = useRenderer();
  const [state, setState] = useState<DepositState>(() => {
    const pending = readPending(env);
    return pending ? { step: 'waiting', order: pending } : { step: 'idle' };
  });
  const request = useMutation(emit);
  const { send: sendRequest } = request;
  const { send: readStatus } = useMutation();
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const placed = useCallback(
    (order: DepositOrder) => {
      keepPending(env, order.status === 'PENDING' ? order : null);
      setState(order.status === 'PENDING' ? { step: 'waiting', order } : { step: 'settled', order });
      if (order.status !== 'PENDING') settled.current(order);
    },
    [env],
  );

  const send = useCallback(
    async (channelCode: string, amount: number, promoId: number | null) => {
      const body = promoId === null ? { channelCode, amount } : { channelCode, amount, promoId };
      const order = await sendRequest('depositRequest', body, {
        attempt: `${channelCode}:${amount}:${promoId}`,
        donePayload: (o) => ({ orderNo: o.orderNo, amount: o.amount, status: o.status }),
      });
      if (order) placed(order);
    },
    [sendRequest, placed],
  );

  const sendManual = useCallback(
    async (channelCode: string, amount: number, reference: string, receiptImage: string) => {
      // One attempt per transfer reported: the receipt's length stands in for its bytes in the attempt's name.
      const order = await sendRequest(
        'manualTransfer',
        { channelCode, amount, reference, receiptImage },
        {
          attempt: `${channelCode}:${amount}:${reference}:${receiptImage.length}`,
          donePayload: (o) => ({ orderNo: o.orderNo, amount: o.amount, status: o.status }),
        },
      );
      if (order) placed(order);
    },
    [sendRequest, placed],
  );

  // Poll the waiting order: 1 s, 2 s, 4 s, then every 8 s; a failed check just waits for the next.
  const waiting = state.step === 'waiting' ? state.order.orderNo : null;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async (n: number) => {
      const order = await readStatus('depositStatus', { orderNo: waiting });
      if (stopped) return;
      if (order && order.status !== 'PENDING') {
        keepPending(env, null);
        setState({ step: 'settled', order });
        settled.current(order);
        return;
      }
      timer = setTimeout(() => void check(n + 1), pollDelay(n + 1));
    };
    timer = setTimeout(() => void check(0), pollDelay(0));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [env, waiting, readStatus]);

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, sending: request.busy, failure: request.error, send, sendManual, reset };
}
