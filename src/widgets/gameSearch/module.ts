export { Component } from './GameSearch.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/gameSearch.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/gameSearch.ts';
