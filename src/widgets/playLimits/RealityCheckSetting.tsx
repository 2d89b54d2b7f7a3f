import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { FormError } from '../../ui/FormError.tsx';
import { SelectField } from '../../ui/TextField.tsx';

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
      <SelectField
        id={`${id}-rc`}
        label={t('rg_reality_check_every')}
        value={minutes ?? 0}
        disabled={submit.busy}
        onValue={(v) => void change(Number(v) as Minutes)}
      >
        {OPTIONS.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? t('rg_reality_check_off') : t('rg_minutes', { count: m })}
          </option>
        ))}
      </SelectField>
      <FormError message={submit.error === null ? t('request_failed') : submit.error} />
    </>
  );
}
