export { Component } from './WaitingBadge.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/waitingBadge.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/waitingBadge.ts';
