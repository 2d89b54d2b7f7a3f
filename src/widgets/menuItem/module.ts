export { Component } from './MenuItem.tsx';
export { validateProps } from '../../generated/validators/widgets/menuItem.js';
