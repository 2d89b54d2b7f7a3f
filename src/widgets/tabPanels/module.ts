export { Component } from './TabPanels.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/tabPanels.js').then((m) => m.validateProps);
