export { Component } from './Image.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/image.js').then((m) => m.validateProps);
