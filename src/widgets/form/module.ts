export { Component } from './Form.tsx';
export { validateProps } from '../../generated/validators/widgets/form.js';
