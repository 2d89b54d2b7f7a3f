export { Component } from './NavItem.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/navItem.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/navItem.ts';
