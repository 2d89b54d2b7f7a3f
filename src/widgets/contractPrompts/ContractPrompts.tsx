import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { contractTitleKey } from './contractTitleKey.ts';
import './contractPrompts.css';

/**
 * The contracts waiting for the agent's answer (the pendingContracts source), as one card on the agent home: each
 * by name, with Go (emits `go` with the contract's page). One card, not a dialog per contract: the agent sees the
 * home and answers when ready.
 */
export function Component({ props, data, emit }: WidgetProps<'contractPrompts'>) {
  const { t } = useTranslation();
  const id = useId();
  // A reminder: without the list (a failed read is reported by the data layer), the home simply shows none.
  const contracts = data?.data ?? [];
  if (contracts.length === 0) return null;
  return (
    <section className="contract-card" aria-labelledby={`${id}-title`} data-testid="contract-prompt">
      <h2 id={`${id}-title`} className="contract-card-title">
        {t('contracts_waiting', { count: contracts.length })}
      </h2>
      <ul className="contract-card-list">
        {contracts.map((c) => {
          const name = t(contractTitleKey(c.kind));
          return (
            <li key={c.id} className="contract-card-row">
              <span className="contract-card-name">{name}</span>
              <Button
                size="compact"
                label={t('go')}
                aria-label={`${t('go')}: ${name}`}
                onClick={() => emit('go', { to: props.routes[c.kind], kind: c.kind, id: c.id })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
