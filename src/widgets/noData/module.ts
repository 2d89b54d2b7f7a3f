export { Component } from './NoData.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/noData.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/noData.ts';
