export { Component } from './InviteFriends.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/inviteFriends.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/inviteFriends.ts';
