export { Component } from './RedRain.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/redRain.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/redRain.ts';
