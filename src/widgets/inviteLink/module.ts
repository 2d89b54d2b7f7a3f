export { Component } from './InviteLink.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/inviteLink.js').then((m) => m.validateProps);
