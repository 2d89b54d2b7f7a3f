export { Component } from './BetRecords.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/betRecords.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/betRecords.ts';
