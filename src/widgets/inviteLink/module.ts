export { Component } from './InviteLink.tsx';
export { validateProps } from '../../generated/validators/widgets/inviteLink.js';
