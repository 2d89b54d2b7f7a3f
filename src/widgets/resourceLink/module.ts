export { Component } from './ResourceLink.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/resourceLink.js').then((m) => m.validateProps);
