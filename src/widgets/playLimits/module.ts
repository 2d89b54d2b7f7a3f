export { Component } from './PlayLimits.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/playLimits.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/playLimits.ts';
