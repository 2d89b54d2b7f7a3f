export { Component } from './StatusScreen.tsx';
export { validateProps } from '../../generated/validators/widgets/statusScreen.js';
