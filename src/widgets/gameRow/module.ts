export { Component } from './GameRow.tsx';
export { validateProps } from '../../generated/validators/widgets/gameRow.js';
