import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Field } from '../../ui/Field.tsx';
import { FormError } from '../../ui/FormError.tsx';

/** The intervals the platform accepts; 0 turns the reminder off. */
const OPTIONS = [0, 15, 30, 45, 60, 90, 120] as const;
type Minutes = (typeof OPTIONS)[number];

/** How often the reality check reminds the member of time played and the net result; saved as soon as chosen. */
export function RealityCheckSetting({ emit, onSaved, minutes }: { emit: WidgetProps<'playLimits'>['emit']; onSaved(): void; minutes: number | null }) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const submit = useMutation(emit);
  const change = async (next: Minutes) => {
    const done = await submit.send('setRealityCheck', { minutes: next });
    if (done === undefined) return;
    env.notify({ messageKey: 'changes_saved', kind: 'success' });
    onSaved();
  };
  return (
    <>
      <p className="play-limits-note">{t('rg_reality_check_note')}</p>
      <Field id={`${id}-rc`} label={t('rg_reality_check_every')}>
        <div className="field-control">
          <select
            id={`${id}-rc`}
            className="field-input"
            value={minutes ?? 0}
            disabled={submit.busy}
            onChange={(e) => void change(Number(e.target.value) as Minutes)}
          >
            {OPTIONS.map((m) => (
              <option key={m} value={m}>
                {m === 0 ? t('rg_reality_check_off') : t('rg_minutes', { count: m })}
              </option>
            ))}
          </select>
        </div>
      </Field>
      <FormError message={submit.error === null ? t('request_failed') : submit.error} />
    </>
  );
}
