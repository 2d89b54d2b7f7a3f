export { Component } from './UserCard.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/userCard.js').then((m) => m.validateProps);
