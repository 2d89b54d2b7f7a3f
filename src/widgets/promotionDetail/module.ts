export { Component } from './PromotionDetail.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/promotionDetail.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/promotionDetail.ts';
