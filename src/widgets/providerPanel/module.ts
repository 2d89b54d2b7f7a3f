export { Component } from './ProviderPanel.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/providerPanel.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/providerPanel.ts';
