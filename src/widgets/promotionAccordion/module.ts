export { Component } from './PromotionAccordion.tsx';
export { validateProps } from '../../generated/validators/widgets/promotionAccordion.js';
