import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { greetingKey } from './greeting.ts';
import './agentGreeting.css';

/**
 * "Good morning," over "<nickname>": the greeting of the device's local hour (env clock, fixed in tests) and the
 * member. The name has one line of its own (a name too long for it ends in an ellipsis; the heading still reads it
 * whole): it is the account until the member read answers with the nickname, and on the greeting's line a longer
 * nickname wrapped it and moved everything below.
 */
export function Component({ props }: WidgetProps<'agentGreeting'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const greeting = t(greetingKey(new Date(env.clock.now()).getHours()));
  return (
    <div className="agent-greeting">
      <span className="agent-greeting-avatar" role="img" aria-label={t('default_avatar_alt')}>
        <Icon name="user" size={32} />
      </span>
      <div className="agent-greeting-main">
        <h2 className="agent-greeting-text" data-testid="agent-greeting">
          <span className="agent-greeting-hello">{t('agent_greeting_hello', { greeting })}</span>{' '}
          <span className="agent-greeting-name" title={session.userName}>
            {session.userName}
          </span>
        </h2>
        {props.captionKey ? <p className="agent-greeting-caption">{t(props.captionKey)}</p> : null}
      </div>
    </div>
  );
}
