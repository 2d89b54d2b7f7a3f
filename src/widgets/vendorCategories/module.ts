export { Component } from './VendorCategories.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/vendorCategories.js').then((m) => m.validateProps);
