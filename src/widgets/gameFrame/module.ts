export { Component } from './GameFrame.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/gameFrame.js').then((m) => m.validateProps);
