export { Component } from './GameGrid.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/gameGrid.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/gameGrid.ts';
