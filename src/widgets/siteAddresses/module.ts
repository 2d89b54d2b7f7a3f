export { Component } from './SiteAddresses.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/siteAddresses.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/siteAddresses.ts';
