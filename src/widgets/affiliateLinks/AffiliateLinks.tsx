import { type FormEvent, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AffiliateUrlsResponse } from '../../generated/api/affiliateUrls.response.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { LinkCard } from './LinkCard.tsx';
import './affiliateLinks.css';

type Link = AffiliateUrlsResponse['list'][number];

/** The platform keeps at most this many links per agent (it answers 409 affiliate.url.limit past it). */
const MAX_LINKS = 10;
/** What the platform accepts in a note: no angle brackets or control characters (a pasted tab or line break). */
const noteOk = (note: string): boolean => ![...note].some((c) => c === '<' || c === '>' || c.charCodeAt(0) < 0x20);

/** The agent's registration links: make one (with a note), copy it, show its QR code, delete it (each change emits `done`, then the list reloads). */
export function Component({ props, data, emit }: WidgetProps<'affiliateLinks'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState<Link | null>(null);
  const create = useMutation(emit);
  const remove = useMutation(emit);
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const links = data?.data?.list;
  if (!links) return <Skeleton height={220} />;

  const onCreate = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = note.trim();
    if (!noteOk(text)) return setNoteError(t('affiliate_link_note_invalid'));
    setNoteError(undefined);
    const made = await create.send('createAffiliateUrl', text ? { note: text } : {});
    if (!made) return;
    setNote('');
    env.notify({ messageKey: 'affiliate_link_created', kind: 'success' });
    void data?.refresh();
  };
  const onDelete = async (link: Link) => {
    const done = await remove.send('deleteAffiliateUrl', { id: link.id });
    if (done === undefined) return;
    setDeleting(null);
    env.notify({ messageKey: 'affiliate_link_deleted', kind: 'success' });
    void data?.refresh();
  };
  const createError =
    create.errorCode === 'affiliate.url.limit' ? t('affiliate_link_limit', { max: MAX_LINKS }) : create.error === null ? t('request_failed') : create.error;

  return (
    <Section title={t(props.titleKey)} className="affiliate-links" testId="affiliate-links">
      <p className="affiliate-links-count">{t('affiliate_links_count', { count: links.length, max: MAX_LINKS })}</p>
      <PanelForm onSubmit={(e) => void onCreate(e)} busy={create.busy} testId="affiliate-link-create">
        <TextField
          id={`${id}-note`}
          label={t('affiliate_link_note')}
          value={note}
          onValue={setNote}
          maxLength={100}
          autoComplete="off"
          hint={t('affiliate_link_note_hint')}
          error={noteError}
        />
        <FormError message={createError} testId="affiliate-link-create-error" />
        <Button type="submit" block busy={create.busy} disabled={create.busy} label={t('affiliate_link_create')} />
      </PanelForm>
      {links.length === 0 ? (
        <EmptyState message={t('affiliate_links_none')} testId="affiliate-links-empty" />
      ) : (
        <ul className="affiliate-links-list" aria-label={t(props.titleKey)} data-testid="affiliate-links-list">
          {links.map((l) => (
            <LinkCard key={l.id} link={l} onCopy={(url) => emit('copy', { text: url })} onDelete={() => setDeleting(l)} />
          ))}
        </ul>
      )}
      {deleting
        ? createPortal(
            <Dialog alert onClose={() => setDeleting(null)} labelledBy={`${id}-delete`} closeLabel={t('close')} testId="affiliate-link-delete">
              <p id={`${id}-delete`} className="affiliate-links-question">
                {t('affiliate_link_delete_confirm', { code: deleting.code })}
              </p>
              <FormError message={remove.error === null ? t('request_failed') : remove.error} />
              <div className="affiliate-links-answers">
                <Button variant="secondary" label={t('cancel')} onClick={() => setDeleting(null)} />
                <Button variant="danger" busy={remove.busy} disabled={remove.busy} label={t('affiliate_link_delete')} onClick={() => void onDelete(deleting)} />
              </div>
            </Dialog>,
            document.body,
          )
        : null}
    </Section>
  );
}
