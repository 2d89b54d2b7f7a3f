import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterProps } from '../../generated/widgets/counter.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import './counter.css';

/** A random number in [min, max]. */
export const between = (min: number, max: number, random: () => number = Math.random): number => min + random() * (max - min);

const fmt = (money: boolean) => new Intl.NumberFormat('en-US', money ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 });

/**
 * A figure that starts random and grows on a random timer (online users, total winnings). Not a live region:
 * announcing every tick would drown a screen reader.
 */
export function Component({ props }: WidgetProps<CounterProps>) {
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  const [value, setValue] = useState(() => Math.floor(between(props.min, props.max)));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        setValue((v) => v + (props.money ? between(props.stepMin, props.stepMax) : Math.round(between(props.stepMin, props.stepMax))));
        tick();
      }, between(props.everyMinMs, props.everyMaxMs));
    };
    tick();
    return () => clearTimeout(timer);
  }, [props.everyMinMs, props.everyMaxMs, props.stepMin, props.stepMax, props.money]);
  return (
    <div className="counter">
      <span className="counter-label">{t(props.labelKey)}</span>
      <span className="counter-value" data-value={value}>
        {props.money ? settings.currencySymbol : ''}
        {fmt(props.money === true).format(value)}
      </span>
    </div>
  );
}
