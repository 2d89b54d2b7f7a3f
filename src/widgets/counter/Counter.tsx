import { formatNumber } from '../../core/formatNumber.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { clockGate } from '../shared/home/motion.ts';
import { seededRandom } from '../../core/seededRandom.ts';
import './counter.css';

/** A random number in [min, max]. */
export const between = (min: number, max: number, random: () => number = Math.random): number => min + random() * (max - min);

/**
 * A figure that starts random and grows on a random timer (online users, total winnings). Not a live region:
 * announcing every tick would drown a screen reader.
 */
export function Component({ node, props }: WidgetProps<'counter'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const random = useMemo(() => seededRandom(env.clock.now() + [...node.id].reduce((h, c) => h * 31 + c.charCodeAt(0), 0)), [env, node.id]);
  const [value, setValue] = useState(() => Math.floor(between(props.min, props.max, random)));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const may = clockGate(env.clock);
    const tick = () => {
      timer = setTimeout(
        () => {
          if (!may()) return tick();
          const step = between(props.stepMin, props.stepMax, random);
          setValue((v) => v + (props.money ? step : Math.round(step)));
          tick();
        },
        between(props.everyMinMs, props.everyMaxMs, random),
      );
    };
    tick();
    return () => clearTimeout(timer);
  }, [props.everyMinMs, props.everyMaxMs, props.stepMin, props.stepMax, props.money, random, env]);
  return (
    <div className="counter">
      <span className="counter-label">{t(props.labelKey)}</span>
      <span className="counter-value" data-value={value}>
        {props.money ? settings.currencySymbol : ''}
        {formatNumber(value, props.money === true ? 2 : 0)}
      </span>
    </div>
  );
}
