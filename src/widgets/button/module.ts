export { Component } from './Button.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/button.js').then((m) => m.validateProps);
