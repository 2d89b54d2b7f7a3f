export { Component } from './DividendRecords.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/dividendRecords.js').then((m) => m.validateProps);
