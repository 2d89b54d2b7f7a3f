export { Component } from './OrderHistory.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/orderHistory.js').then((m) => m.validateProps);
