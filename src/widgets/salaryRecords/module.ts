export { Component } from './SalaryRecords.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/salaryRecords.js').then((m) => m.validateProps);
