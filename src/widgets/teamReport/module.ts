export { Component } from './TeamReport.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/teamReport.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/teamReport.ts';
