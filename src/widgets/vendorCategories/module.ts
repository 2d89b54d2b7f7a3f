export { Component } from './VendorCategories.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/vendorCategories.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/vendorCategories.ts';
