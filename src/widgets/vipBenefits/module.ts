export { Component } from './VipBenefits.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/vipBenefits.js').then((m) => m.validateProps);
