export { Component } from './Stack.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/stack.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/stack.ts';
