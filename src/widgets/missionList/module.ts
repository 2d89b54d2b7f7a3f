export { Component } from './MissionList.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/missionList.js').then((m) => m.validateProps);
