export { Component } from './TransactionRecords.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/transactionRecords.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/transactionRecords.ts';
