export { Component } from './WithdrawPassword.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/withdrawPassword.js').then((m) => m.validateProps);
