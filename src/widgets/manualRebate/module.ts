export { Component } from './ManualRebate.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/manualRebate.js').then((m) => m.validateProps);
