-- Manual bank transfer deposits (server/src/payments/manualTransfer.ts). Each merchant's receiving account: where its
-- members pay a manual transfer to (seeded by step wallet.receivingAccounts; without one the channel is not offered).
CREATE TABLE merchant_receiving_accounts (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id),
  bank_name text NOT NULL,
  account_name text NOT NULL,
  account_no text NOT NULL,
  branch text NOT NULL DEFAULT ''
);

-- The reference the member wrote on the transfer: once per merchant, whatever its letter case (a reused one is
-- refused before this index is reached; the index holds it against two members at the same moment).
ALTER TABLE deposit_orders ADD COLUMN reference text;
CREATE UNIQUE INDEX deposit_orders_reference_uq ON deposit_orders (merchant_id, upper(reference)) WHERE reference IS NOT NULL;

-- The receipt image of a manual transfer, as re-encoded by the server (WebP), never the uploaded bytes.
CREATE TABLE deposit_receipts (
  order_no text PRIMARY KEY REFERENCES deposit_orders(order_no),
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  image bytea NOT NULL
);
