export { Component } from './PromotionAccordion.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/promotionAccordion.js').then((m) => m.validateProps);
