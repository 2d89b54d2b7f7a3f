export { Component } from './HelpList.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/helpList.js').then((m) => m.validateProps);
