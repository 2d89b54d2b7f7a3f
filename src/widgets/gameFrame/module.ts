export { Component } from './GameFrame.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/gameFrame.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/gameFrame.ts';
