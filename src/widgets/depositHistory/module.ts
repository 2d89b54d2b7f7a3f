export { Component } from './DepositHistory.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/depositHistory.js').then((m) => m.validateProps);
