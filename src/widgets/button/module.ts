export { Component } from './Button.tsx';
export { validateProps } from '../../generated/validators/widgets/button.js';
