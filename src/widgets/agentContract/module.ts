export { Component } from './AgentContract.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/agentContract.js').then((m) => m.validateProps);
