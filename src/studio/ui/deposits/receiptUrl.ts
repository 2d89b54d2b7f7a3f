/**
 * Where a manual transfer's receipt image is read: the server answers the image itself to a publisher of the brand
 * (with the operator cookie, never cached), so an <img> shows it as is.
 */
export const receiptUrl = (brand: string, orderNo: string): string => `/ops/deposits/manual/receipt?${new URLSearchParams({ brand, orderNo }).toString()}`;

/** An amount as the list shows it: two decimals, grouped ("1,250.50"). */
export const formatAmount = (amount: number): string => amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
