export { Component } from './CategoryMenu.tsx';
export { validateProps } from '../../generated/validators/widgets/categoryMenu.js';
