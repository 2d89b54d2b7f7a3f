export { Component } from './DepositForm.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/depositForm.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/depositForm.ts';
