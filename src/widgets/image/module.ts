export { Component } from './Image.tsx';
export { validateProps } from '../../generated/validators/widgets/image.js';
