export { Component } from './Form.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/form.js').then((m) => m.validateProps);
