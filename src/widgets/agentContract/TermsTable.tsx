import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import type { AgentContract } from '../../generated/api/shapes/agentContract.ts';

interface Table {
  note?: string;
  head: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/** The terms of a contract as its tiers: what the team must reach (first column) and what the agent earns. */
export function TermsTable({ contract, currency, captionId }: { contract: AgentContract; currency: string; captionId: string }) {
  const { t } = useTranslation();
  const money = (n: number) => `${currency}${formatNumber(n, 2)}`;
  const table = ((): Table => {
    if (contract.kind === 'dailySalary') {
      const x = contract.terms;
      return {
        head: [t('contract_salary_min_active'), t('contract_salary_per_member')],
        rows: [[formatNumber(x.minActiveMembers, 0), money(x.salaryPerActiveMember)]],
      };
    }
    if (contract.kind === 'hourlySalary') {
      const x = contract.terms;
      return { head: [t('contract_hour_min_bet'), t('contract_hour_salary')], rows: [[money(x.minBetPerHour), money(x.salaryPerHour)]] };
    }
    const x = contract.terms;
    return {
      note: t(x.period === 'month' ? 'contract_period_month' : 'contract_period_half_month'),
      head: [t('contract_dividend_min_profit'), t('contract_dividend_rate')],
      rows: x.tiers.map((tier) => [money(tier.minProfit), `${formatNumber(tier.rate * 100, 2)}%`] as const),
    };
  })();
  return (
    <>
      <table className="contract-terms" aria-describedby={table.note ? `${captionId}-note` : undefined}>
        <caption id={captionId}>{t('contract_terms')}</caption>
        <thead>
          <tr>
            <th scope="col">{table.head[0]}</th>
            <th scope="col">{table.head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([need, earn]) => (
            <tr key={need}>
              <th scope="row">{need}</th>
              <td>{earn}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {table.note ? (
        <p id={`${captionId}-note`} className="contract-note">
          {table.note}
        </p>
      ) : null}
    </>
  );
}
