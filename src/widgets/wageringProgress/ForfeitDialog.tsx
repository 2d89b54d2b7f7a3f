import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { WageringRequirement } from '../../generated/api/shapes/wageringRequirement.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { forfeitQuestion, requirementName } from './wageringText.ts';

interface Props {
  requirement: WageringRequirement;
  symbol: string;
  busy: boolean;
  /** A refusal in words, shown where the member answered. */
  error: string | null;
  onKeep(): void;
  onConfirm(): void;
}

/** "Give up this bonus?": what will be taken back and what it frees, then Keep bonus or Give up bonus. */
export function ForfeitDialog({ requirement, symbol, busy, error, onKeep, onConfirm }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return createPortal(
    <Dialog alert onClose={onKeep} labelledBy={`${id}-title`} closeLabel={t('close')} testId="wagering-forfeit">
      <h2 id={`${id}-title`} className="wagering-dialog-title">
        {t('wagering_forfeit_title')}
      </h2>
      <p className="wagering-dialog-name">{requirementName(requirement, t)}</p>
      <p className="wagering-dialog-text">{forfeitQuestion(requirement, t, symbol)}</p>
      <FormError message={error} testId="wagering-forfeit-error" />
      <div className="wagering-dialog-answers">
        <Button variant="secondary" label={t('wagering_keep')} onClick={onKeep} />
        <Button variant="danger" busy={busy} disabled={busy} label={t('wagering_forfeit')} onClick={onConfirm} />
      </div>
    </Dialog>,
    document.body,
  );
}
