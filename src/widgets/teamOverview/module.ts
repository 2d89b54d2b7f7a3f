export { Component } from './TeamOverview.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/teamOverview.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/teamOverview.ts';
