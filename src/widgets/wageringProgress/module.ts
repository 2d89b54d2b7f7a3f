export { Component } from './WageringProgress.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/wageringProgress.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/wageringProgress.ts';
