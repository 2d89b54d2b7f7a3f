import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { balanceText } from './format.ts';
import './balance.css';

/** The wallet balance; the hidden state lives in the store so the header and the member menu agree. */
export function Component({ node, props, data }: WidgetProps<'balance'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const hidden = useAppState((s) => s.balanceHidden);
  const [refreshing, setRefreshing] = useState(false);
  const amount = data?.data?.sumBalance;
  const busy = refreshing || data?.isLoading === true;
  const text = balanceText(amount, { hidden, refreshing: busy });
  const toggle = () =>
    env.store.update((s) => {
      s.balanceHidden = !s.balanceHidden;
    });
  const refresh = async () => {
    if (!data || refreshing) return;
    setRefreshing(true);
    try {
      await data.refresh();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <div className={`balance balance-${props.variant ?? 'header'}`}>
      {props.labelKey ? <span className="balance-label">{t(props.labelKey)}</span> : null}
      <span className="balance-amount" aria-busy={busy} aria-live="polite" data-testid={`${node.id}.amount`}>
        {/* A new node for each text, not the old one's text changed: right-aligned, a wider text would start further
            left, which the browser counts as the old text moving (a layout shift) when the balance arrives. */}
        <span key={text}>
          <span className="balance-currency">{settings.currencySymbol}</span>
          {text}
        </span>
      </span>
      {props.showRefresh ? (
        <button type="button" className="icon-button balance-button" aria-label={t('refresh_balance')} onClick={() => void refresh()} disabled={refreshing}>
          <Icon name="refresh" size={18} />
        </button>
      ) : null}
      {props.showToggle ? (
        <button
          type="button"
          className="icon-button balance-button"
          aria-label={t(hidden ? 'show_balance' : 'hide_balance')}
          aria-pressed={hidden}
          onClick={toggle}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
      ) : null}
    </div>
  );
}
