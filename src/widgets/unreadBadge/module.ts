export { Component } from './UnreadBadge.tsx';
export { validateProps } from '../../generated/validators/widgets/unreadBadge.js';
