export { Component } from './Counter.tsx';
export { validateProps } from '../../generated/validators/widgets/counter.js';
