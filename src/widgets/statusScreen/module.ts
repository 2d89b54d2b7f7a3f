export { Component } from './StatusScreen.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/statusScreen.js').then((m) => m.validateProps);
