export { Component } from './AgentGreeting.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/agentGreeting.js').then((m) => m.validateProps);
