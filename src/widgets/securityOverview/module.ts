export { Component } from './SecurityOverview.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/securityOverview.js').then((m) => m.validateProps);
