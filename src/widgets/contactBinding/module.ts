export { Component } from './ContactBinding.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/contactBinding.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/contactBinding.ts';
