export { Component } from './DownlineTeam.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/downlineTeam.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/downlineTeam.ts';
