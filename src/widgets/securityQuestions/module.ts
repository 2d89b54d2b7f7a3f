export { Component } from './SecurityQuestions.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/securityQuestions.js').then((m) => m.validateProps);
