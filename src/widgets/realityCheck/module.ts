export { Component } from './RealityCheck.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/realityCheck.js').then((m) => m.validateProps);
