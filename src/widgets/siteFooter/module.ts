export { Component } from './SiteFooter.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/siteFooter.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/siteFooter.ts';
