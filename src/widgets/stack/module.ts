export { Component } from './Stack.tsx';
export { validateProps } from '../../generated/validators/widgets/stack.js';
