export { Component } from './LotteryLobby.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/lotteryLobby.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/lotteryLobby.ts';
