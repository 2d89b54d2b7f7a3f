export { Component } from './VendorCategories.tsx';
export { validateProps } from '../../generated/validators/widgets/vendorCategories.js';
