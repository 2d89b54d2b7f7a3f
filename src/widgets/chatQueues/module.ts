export { Component } from './ChatQueues.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/chatQueues.js').then((m) => m.validateProps);
