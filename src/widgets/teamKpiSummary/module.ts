export { Component } from './TeamKpiSummary.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/teamKpiSummary.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/teamKpiSummary.ts';
