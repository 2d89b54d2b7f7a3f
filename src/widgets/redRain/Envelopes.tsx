import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { prefersReducedMotion, useMotion } from '../shared/home/motion.ts';
import { PauseButton } from '../shared/home/PauseButton.tsx';

/**
 * The envelopes a member may still open: falling in lanes (paused by the button, by pointing at the field or by
 * focus inside it, WCAG 2.2.2), or a still grid for people who ask for less motion. Each is a button.
 */
export function Envelopes({ count, busy, onOpen }: { count: number; busy: boolean; onOpen(): void }) {
  const { t } = useTranslation();
  const [still] = useState(prefersReducedMotion);
  const motion = useMotion();
  const buttons = Array.from({ length: count }, (_, i) => (
    <li key={i} className="red-rain-drop">
      <button type="button" className="red-rain-envelope" disabled={busy} onClick={onOpen} aria-label={t('redrain_open_envelope', { n: i + 1 })}>
        <Icon name="gift" size={28} />
      </button>
    </li>
  ));
  if (still) {
    return (
      <ul className="red-rain-grid" aria-label={t('redrain_envelopes')} data-testid="redrain-envelopes">
        {buttons}
      </ul>
    );
  }
  return (
    <div className="red-rain-falling">
      <PauseButton motion={motion} className="red-rain-pause" />
      <ul
        className={`red-rain-field${motion.running ? '' : ' is-paused'}`}
        aria-label={t('redrain_envelopes')}
        data-testid="redrain-envelopes"
        {...motion.handlers}
      >
        {buttons}
      </ul>
    </div>
  );
}
