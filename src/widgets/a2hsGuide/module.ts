export { Component } from './A2hsGuide.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/a2hsGuide.js').then((m) => m.validateProps);
