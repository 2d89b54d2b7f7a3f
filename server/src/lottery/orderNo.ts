/** Lottery order numbers: 'L' and the order id zero-padded to 10 digits; a suborder adds '-' and its two-digit seq. */
const MAX_ID = 2 ** 31 - 1;

export const orderNoOf = (id: number): string => `L${String(id).padStart(10, '0')}`;
export const suborderNoOf = (orderId: number, seq: number): string => `${orderNoOf(orderId)}-${String(seq).padStart(2, '0')}`;

/** The order id of an order number, or null when it cannot be one. */
export function orderIdOf(orderNo: string): number | null {
  const m = /^L(\d{10})$/.exec(orderNo);
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The order id and seq of a suborder number, or null. */
export function suborderOf(suborderNo: string): { orderId: number; seq: number } | null {
  const m = /^(L\d{10})-(\d{2})$/.exec(suborderNo);
  const orderId = m ? orderIdOf(m[1]) : null;
  return m && orderId !== null && Number(m[2]) >= 1 ? { orderId, seq: Number(m[2]) } : null;
}
