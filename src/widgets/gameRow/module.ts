export { Component } from './GameRow.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/gameRow.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/gameRow.ts';
