export { Component } from './RebateRates.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/rebateRates.js').then((m) => m.validateProps);
