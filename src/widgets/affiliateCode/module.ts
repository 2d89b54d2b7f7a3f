export { Component } from './AffiliateCode.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/affiliateCode.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/affiliateCode.ts';
