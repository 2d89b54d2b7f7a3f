export { Component } from './InviteBar.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/inviteBar.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/inviteBar.ts';
