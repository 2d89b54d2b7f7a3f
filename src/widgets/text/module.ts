export { Component } from './Text.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/text.js').then((m) => m.validateProps);
