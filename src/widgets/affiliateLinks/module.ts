export { Component } from './AffiliateLinks.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/affiliateLinks.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/affiliateLinks.ts';
