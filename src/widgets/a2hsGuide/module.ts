export { Component } from './A2hsGuide.tsx';
export { validateProps } from '../../generated/validators/widgets/a2hsGuide.js';
