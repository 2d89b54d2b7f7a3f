export { Component } from './PromotionList.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/promotionList.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/promotionList.ts';
