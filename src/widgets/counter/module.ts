export { Component } from './Counter.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/counter.js').then((m) => m.validateProps);
