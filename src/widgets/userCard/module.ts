export { Component } from './UserCard.tsx';
export { validateProps } from '../../generated/validators/widgets/userCard.js';
