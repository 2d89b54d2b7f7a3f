export { Component } from './RebateRates.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/rebateRates.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/rebateRates.ts';
