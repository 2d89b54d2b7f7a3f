export { Component } from './ResourceLink.tsx';
export { validateProps } from '../../generated/validators/widgets/resourceLink.js';
