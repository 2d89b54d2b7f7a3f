export { Component } from './Balance.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/balance.js').then((m) => m.validateProps);
