import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { List, Row } from '../../ui/List.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SetQuestionsDialog } from './SetQuestionsDialog.tsx';

/**
 * The member's security questions: whether they are set and which (never the answers), with Set or Change. They let
 * a member who lost the bound mobile number or e-mail address still change it. A save reads the bound list again and
 * emits `done` (or `failed`).
 */
export function Component({ data, emit }: WidgetProps<'securityQuestions'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const [editing, setEditing] = useState(false);
  if (!session.isRealAccount) return null;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const mine = data?.data;
  if (!mine) return <Skeleton height={64} />;
  const set = mine.list.length > 0;
  const title = t('security_q_title');
  const action = t(set ? 'security_q_change' : 'security_q_set');
  return (
    <>
      <List label={title} testId="security-questions">
        <Row
          icon="lock"
          label={title}
          detail={set ? t('security_q_is_set', { count: mine.list.length }) : t('security_q_not_set')}
          end={<Button variant="secondary" size="compact" label={action} aria-label={`${action} ${title}`} onClick={() => setEditing(true)} />}
        />
        {mine.list.map((q, i) => (
          <Row key={q.questionId} label={q.question} detail={t('security_q_question', { n: i + 1 })} testId={`security-question-${i + 1}`} />
        ))}
      </List>
      {editing
        ? createPortal(
            <SetQuestionsDialog
              env={env}
              emit={emit}
              replacing={set}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                void data?.refresh();
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}
