export { Component } from './NavItem.tsx';
export { validateProps } from '../../generated/validators/widgets/navItem.js';
