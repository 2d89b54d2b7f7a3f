export { Component } from './WithdrawForm.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/withdrawForm.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/withdrawForm.ts';
