export { Component } from './UnreadBadge.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/unreadBadge.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/unreadBadge.ts';
