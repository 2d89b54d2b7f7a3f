export { Component } from './BankCardList.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/bankCardList.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/bankCardList.ts';
