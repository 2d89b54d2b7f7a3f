export { Component } from './WinnersBoard.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/winnersBoard.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/winnersBoard.ts';
