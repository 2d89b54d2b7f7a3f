export { Component } from './HelpTopics.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/helpTopics.js').then((m) => m.validateProps);
