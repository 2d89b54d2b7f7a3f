export { Component } from './FloatingButton.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/floatingButton.js').then((m) => m.validateProps);
