export { Component } from './GameLobby.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/gameLobby.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/gameLobby.ts';
