export { Component } from './WalletTransfer.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/walletTransfer.js').then((m) => m.validateProps);
