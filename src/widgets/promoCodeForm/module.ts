export { Component } from './PromoCodeForm.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/promoCodeForm.js').then((m) => m.validateProps);
