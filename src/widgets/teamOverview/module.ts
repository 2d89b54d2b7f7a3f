export { Component } from './TeamOverview.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/teamOverview.js').then((m) => m.validateProps);
