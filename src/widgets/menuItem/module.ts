export { Component } from './MenuItem.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/menuItem.js').then((m) => m.validateProps);
