export { Component } from './GameFrame.tsx';
export { validateProps } from '../../generated/validators/widgets/gameFrame.js';
