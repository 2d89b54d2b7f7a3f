import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformImageUrl } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useAppBonus } from '../shared/app/appBonus.ts';
import type { BarOffer } from './rules.ts';
import './downloadBar.css';

interface Props {
  offer: BarOffer;
  icon: string | undefined;
  dismiss(): void;
  install(): void;
  open(link: { url: string; type: string }): void;
}

/** The bar itself, drawn once it is the bar's turn (DownloadBar.tsx); its code loads then, not with the home. */
export function DownloadBarView({ offer, icon, dismiss, install, open }: Props) {
  // The page keeps room at its end for the bar as tall as it is drawn: its text wraps in a longer language, and the
  // last row of the page then stayed under it (axe: buttons obscured).
  const [room, setRoom] = useState(0);
  // One observer while the bar is drawn (a ref callback with its cleanup), not one per render.
  const bar = useCallback((el: HTMLElement | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setRoom(el.getBoundingClientRect().height));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { t } = useTranslation();
  const bonus = useAppBonus();
  const imageOrigin = useImageOrigin();
  return (
    <>
      {/* Room at the end of the page for the bar fixed over it: scrolled to the end, the last blocks (footer,
          providers) sit above the bar, not under it where they cannot be read or tapped. The node is the home's
          last, so the room pushes nothing when the bar appears late. */}
      <div className="download-bar-room" aria-hidden="true" style={room ? { height: room } : undefined} />
      <aside ref={bar} className="download-bar" aria-label={t('download_bar_title')} data-link-type={offer.kind === 'link' ? offer.link.type : 'install'}>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={dismiss}>
          <Icon name="close" size={18} />
        </button>
        {icon ? <img src={platformImageUrl(icon, imageOrigin)} alt="" width={40} height={40} decoding="async" /> : <Icon name="download" />}
        <span className="download-bar-text">
          <strong>{t('download_bar_title')}</strong>
          <span>{bonus !== null ? t('download_bar_bonus', { amount: bonus }) : t('download_bar_desc')}</span>
        </span>
        {offer.kind === 'install' ? (
          <Button size="compact" label={t('download_bar_install')} onClick={install} />
        ) : (
          <Button size="compact" label={t('download')} onClick={() => open(offer.link)} />
        )}
      </aside>
    </>
  );
}
