import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import type { AffiliateUrlsResponse } from '../../generated/api/affiliateUrls.response.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { QrCode } from '../../ui/QrCode.tsx';

type Link = AffiliateUrlsResponse['list'][number];

/** The link as a person shares it: the platform answers root-relative when the brand has no configured host. */
const absoluteUrl = (url: string): string => new URL(url, window.location.origin).href;

/** One registration link: its note, URL, registrations and date; copy, a QR code on request, delete. */
export function LinkCard({ link, onCopy, onDelete }: { link: Link; onCopy(url: string): void; onDelete(): void }) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const id = useId();
  const [qr, setQr] = useState(false);
  const url = absoluteUrl(link.url);
  const title = link.note || t('affiliate_link_untitled', { code: link.code });
  return (
    <Card as="li" className="affiliate-link" testId={`affiliate-link-${link.code}`}>
      <h3 id={`${id}-title`} className="affiliate-link-title">
        {title}
      </h3>
      <p className="affiliate-link-url" data-testid="affiliate-link-url">
        {url}
      </p>
      <Facts
        items={[
          { term: t('affiliate_link_code'), value: link.code },
          { term: t('affiliate_link_registrations'), value: String(link.registrations) },
          { term: t('affiliate_link_created_at'), value: clock.day(link.createdAt) },
        ]}
      />
      <div className="affiliate-link-actions">
        <Button
          variant="secondary"
          size="compact"
          icon="copy"
          label={t('copy')}
          aria-label={t('affiliate_link_copy', { code: link.code })}
          onClick={() => onCopy(url)}
        />
        <Button
          variant="secondary"
          size="compact"
          label={t('affiliate_link_qr_toggle')}
          aria-label={t('affiliate_link_qr_named', { code: link.code })}
          aria-expanded={qr}
          aria-controls={`${id}-qr`}
          onClick={() => setQr((v) => !v)}
        />
        <Button
          variant="ghost"
          size="compact"
          label={t('affiliate_link_delete')}
          aria-label={t('affiliate_link_delete_named', { code: link.code })}
          onClick={onDelete}
        />
      </div>
      <div id={`${id}-qr`} className="affiliate-link-qr" hidden={!qr}>
        {qr ? <QrCode text={url} label={t('affiliate_link_qr_label', { code: link.code })} testId="affiliate-link-qr" /> : null}
      </div>
    </Card>
  );
}
