export { Component } from './ContractPrompts.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/contractPrompts.js').then((m) => m.validateProps);
