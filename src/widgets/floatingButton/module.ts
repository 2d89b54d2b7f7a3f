export { Component } from './FloatingButton.tsx';
export { validateProps } from '../../generated/validators/widgets/floatingButton.js';
