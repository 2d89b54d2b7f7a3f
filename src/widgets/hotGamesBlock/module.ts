export { Component } from './HotGamesBlock.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/hotGamesBlock.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/hotGamesBlock.ts';
