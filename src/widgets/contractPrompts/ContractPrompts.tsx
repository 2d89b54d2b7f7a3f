import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContract } from '../../generated/api/shapes/agentContract.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { promptKey } from './promptKey.ts';
import './contractPrompts.css';

/**
 * On each entry to the screen, the contracts waiting for the agent's answer, one prompt after the other: Cancel
 * dismisses a prompt for this visit only (state of this mount: the next entry asks again), Go emits `go` with the
 * contract's page. The list is asked for on mount, not from a cache, so an answer given meanwhile is never asked.
 */
export function Component({ props, emit }: WidgetProps<'contractPrompts'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const [pending, setPending] = useState<readonly AgentContract[]>([]);
  const [dismissed, setDismissed] = useState<readonly number[]>([]);

  useEffect(() => {
    let live = true;
    env.api.call('pendingContracts').then(
      (list) => live && setPending(list),
      // A prompt is a reminder: without the list, the screen simply shows none.
      (err: unknown) => env.report('contractPrompts: pending contracts unavailable', err),
    );
    return () => {
      live = false;
    };
  }, [env]);

  const current = pending.find((c) => !dismissed.includes(c.id));
  if (!current) return null;
  const to = props.routes[current.kind];
  return (
    <Dialog alert onClose={() => setDismissed((d) => [...d, current.id])} labelledBy={`${id}-text`} closeLabel={t('cancel')} testId="contract-prompt">
      <p id={`${id}-text`} className="contract-prompt-text">{t(promptKey(current.kind))}</p>
      <div className="contract-prompt-answers">
        <Button variant="secondary" label={t('cancel')} onClick={() => setDismissed((d) => [...d, current.id])} />
        <Button label={t('go')} onClick={() => emit('go', { to, kind: current.kind, id: current.id })} />
      </div>
    </Dialog>
  );
}
