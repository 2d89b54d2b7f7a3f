import type { AgentContract } from '../../generated/api/shapes/agentContract.ts';

/** The prompt text of a contract kind. */
export const promptKey = (kind: AgentContract['kind']): string =>
  ({ dailySalary: 'contract_salary_prompt', dividend: 'contract_dividend_prompt', hourlySalary: 'contract_hour_prompt' })[kind];
