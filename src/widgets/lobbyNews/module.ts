export { Component } from './LobbyNews.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/lobbyNews.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/lobbyNews.ts';
