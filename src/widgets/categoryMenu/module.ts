export { Component } from './CategoryMenu.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/categoryMenu.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/categoryMenu.ts';
