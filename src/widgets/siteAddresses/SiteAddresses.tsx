import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { List, Row } from '../../ui/List.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { addressLink } from './addressLink.ts';
import './siteAddresses.css';

/** The merchant's addresses, the main one and the one this page is on marked, each with a copy button. */
export function Component({ props, data, emit }: WidgetProps<'siteAddresses'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="site-addresses-retry" />;
  const answer = data?.data;
  if (!answer) return <Skeleton height={160} />;
  if (answer.addresses.length === 0) return null;
  const here = window.location.hostname.toLowerCase();
  return (
    <Section title={t(props.titleKey)} className="site-addresses" testId="site-addresses">
      <p className="site-addresses-note">{t(props.noteKey)}</p>
      <List>
        {answer.addresses.map((a) => {
          const marks = [a.main ? t('site_address_main') : '', a.host === here ? t('site_address_current') : ''].filter(Boolean);
          return (
            <Row
              key={a.host}
              testId={`site-address-${a.host}`}
              label={<span className="site-address-host">{a.host}</span>}
              detail={marks.length > 0 ? marks.join(' · ') : undefined}
              end={
                <Button
                  variant="secondary"
                  size="compact"
                  icon="copy"
                  label={t('copy')}
                  aria-label={t('site_address_copy', { host: a.host })}
                  onClick={() => emit('copy', { text: addressLink(a.host, window.location), host: a.host })}
                />
              }
            />
          );
        })}
      </List>
    </Section>
  );
}
