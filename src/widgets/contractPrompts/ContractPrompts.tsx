import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { promptKey } from './promptKey.ts';
import './contractPrompts.css';

/**
 * On each entry to the screen, the contracts waiting for the agent's answer, one prompt after the other: Cancel
 * dismisses a prompt for this visit only (state of this mount: the next entry asks again), Go emits `go` with the
 * contract's page. The list is asked for on mount, not from a cache (the mount's time is its cache-buster `t`), so
 * an answer given meanwhile is never asked.
 */
export function Component({ props, emit }: WidgetProps<'contractPrompts'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const [enteredAt] = useState(() => String(env.clock.now()));
  const pending = useCallRead('pendingContracts', { t: enteredAt });
  const [dismissed, setDismissed] = useState<readonly number[]>([]);
  // A prompt is a reminder: without the list, the screen simply shows none.
  const failure = pending.status === 'error' ? pending.error : undefined;
  useEffect(() => {
    if (failure !== undefined) env.report('contractPrompts: pending contracts unavailable', failure);
  }, [failure, env]);

  const current = pending.data?.find((c) => !dismissed.includes(c.id));
  if (!current) return null;
  const to = props.routes[current.kind];
  return (
    <Dialog alert onClose={() => setDismissed((d) => [...d, current.id])} labelledBy={`${id}-text`} closeLabel={t('cancel')} testId="contract-prompt">
      <p id={`${id}-text`} className="contract-prompt-text">
        {t(promptKey(current.kind))}
      </p>
      <div className="contract-prompt-answers">
        <Button variant="secondary" label={t('cancel')} onClick={() => setDismissed((d) => [...d, current.id])} />
        <Button label={t('go')} onClick={() => emit('go', { to, kind: current.kind, id: current.id })} />
      </div>
    </Dialog>
  );
}
