export { Component } from './Text.tsx';
export { validateProps } from '../../generated/validators/widgets/text.js';
