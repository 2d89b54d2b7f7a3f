export { Component } from './WinnersBoard.tsx';
export { validateProps } from '../../generated/validators/widgets/winnersBoard.js';
