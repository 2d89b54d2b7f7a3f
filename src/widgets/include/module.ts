export { Component } from './Include.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/include.js').then((m) => m.validateProps);
