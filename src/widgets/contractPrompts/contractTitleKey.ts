import type { AgentContract } from '../../generated/api/shapes/agentContract.ts';

/** The name of a contract kind, as its page's title says it. */
export const contractTitleKey = (kind: AgentContract['kind']): string =>
  ({ dailySalary: 'title_salary_contract', dividend: 'title_dividend_contract', hourlySalary: 'title_hour_contract' })[kind];
