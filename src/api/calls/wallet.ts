/**
 * Typed wallet calls: balance, deposits through the payment channel, bank cards, withdrawals (encrypted body)
 * and records. Money-moving calls carry an Idempotency-Key: pass the same key when retrying one user action,
 * so a repeated request answers the first result instead of moving money twice.
 */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { AddBankCardRequest } from '../../generated/api/addBankCard.request.ts';
import type { AddBankCardResponse } from '../../generated/api/addBankCard.response.ts';
import type { BankCardsResponse } from '../../generated/api/bankCards.response.ts';
import type { BankListResponse } from '../../generated/api/bankList.response.ts';
import type { DepositReportRequest } from '../../generated/api/depositReport.request.ts';
import type { DepositReportResponse } from '../../generated/api/depositReport.response.ts';
import type { DepositRequestRequest } from '../../generated/api/depositRequest.request.ts';
import type { DepositRequestResponse } from '../../generated/api/depositRequest.response.ts';
import type { DepositStatusResponse } from '../../generated/api/depositStatus.response.ts';
import type { MemberTransactionsRequest } from '../../generated/api/memberTransactions.request.ts';
import type { MemberTransactionsResponse } from '../../generated/api/memberTransactions.response.ts';
import type { PaymentChannelsResponse } from '../../generated/api/paymentChannels.response.ts';
import type { TxCodeListResponse } from '../../generated/api/txCodeList.response.ts';
import type { WalletBalanceResponse } from '../../generated/api/walletBalance.response.ts';
import type { WalletGcsResponse } from '../../generated/api/walletGcs.response.ts';
import type { WithdrawRequest } from '../../generated/api/withdraw.request.ts';
import type { WithdrawResponse } from '../../generated/api/withdraw.response.ts';
import type { WithdrawReportRequest } from '../../generated/api/withdrawReport.request.ts';
import type { WithdrawReportResponse } from '../../generated/api/withdrawReport.response.ts';

const RELAY = '/wps/relay/';

/** A fresh Idempotency-Key (32 hex characters; getRandomValues works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const walletBalance = (api: PlatformApi): Promise<WalletBalanceResponse> => api.request('GET', '/wps/v2/wallets/balance');

export const walletGcs = (api: PlatformApi): Promise<WalletGcsResponse> => api.request('GET', '/wps/wallets/gcs');

export const paymentChannels = (api: PlatformApi): Promise<PaymentChannelsResponse> => api.request('GET', `${RELAY}MCS2_paymentChannels`);

export const depositRequest = (api: PlatformApi, body: DepositRequestRequest, idempotencyKey: string = newIdempotencyKey()): Promise<DepositRequestResponse> =>
  api.request('POST', `${RELAY}MCS2_depositRequest`, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The order now (the demo channel confirms PENDING orders after its delay; poll until SUCCESS). */
export const depositStatus = (api: PlatformApi, orderNo: string): Promise<DepositStatusResponse> =>
  api.request('GET', `${RELAY}MCS2_depositStatus`, { query: { orderNo } });

export const depositReport = (api: PlatformApi, q: DepositReportRequest = {}): Promise<DepositReportResponse> =>
  api.request('GET', `${RELAY}MCS2_DepositTransactionReport`, { query: { pageNo: 1, pageSize: 25, ...q } });

export const bankList = (api: PlatformApi): Promise<BankListResponse> => api.request('GET', `${RELAY}MCS2_bankList`);

export const bankCards = (api: PlatformApi): Promise<BankCardsResponse> => api.request('GET', `${RELAY}MCS2_bankCards`);

export const addBankCard = (api: PlatformApi, body: AddBankCardRequest): Promise<AddBankCardResponse> =>
  api.request('POST', `${RELAY}MCS2_bankCards`, { body });

/** Withdraws to a bank card; the body (with the withdrawal password) is encrypted like login. */
export const withdraw = (api: PlatformApi, body: WithdrawRequest, idempotencyKey: string = newIdempotencyKey()): Promise<WithdrawResponse> =>
  api.request('POST', '/wps/transaction/withdraw', { body, encrypt: true, headers: { 'Idempotency-Key': idempotencyKey } });

export const memberTransactions = (api: PlatformApi, q: MemberTransactionsRequest = {}): Promise<MemberTransactionsResponse> =>
  api.request('GET', `${RELAY}ODS2_MemberTransaction`, { query: { pageNo: 1, pageSize: 25, ...q } });

export const withdrawReport = (api: PlatformApi, q: WithdrawReportRequest = {}): Promise<WithdrawReportResponse> =>
  api.request('GET', `${RELAY}MCS2_WithdrawTransactionReport`, { query: { pageNo: 1, pageSize: 25, ...q } });

export const txCodeList = (api: PlatformApi): Promise<TxCodeListResponse> => api.request('GET', `${RELAY}GLS2_TxCodeList`);
