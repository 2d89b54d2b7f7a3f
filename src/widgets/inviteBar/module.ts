export { Component } from './InviteBar.tsx';
export { validateProps } from '../../generated/validators/widgets/inviteBar.js';
