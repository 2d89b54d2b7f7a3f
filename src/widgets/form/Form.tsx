import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormEvent, FormRefusal } from '../../domain/account/formEvent.ts';
import { runActions } from '../../renderer/runActions.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { namesMissingFact, useSiteFacts } from '../../renderer/siteFacts.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { FormFields, type FieldStatus } from './FormFields.tsx';
import type { LiveCheck } from './useLiveCheck.ts';
import { Notice } from './Notice.tsx';
import type { FieldMessage, RuleSet } from './rules.ts';
import type { FormThemeContext } from './theme/context.ts';
import { FORM_REFUSAL, useFormState } from './useFormState.ts';
import { useSubmitHold } from './useSubmitHold.ts';
import { checkValues, type Values } from './validate.ts';
import { loadPatternEngine, patternEngineLoaded } from './patternEngine.ts';
import './form.css';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { FormError } from '../../ui/FormError.tsx';

/** About one field's height: label, input and the gap to the next. */
const FIELD_PX = 76;

/** Waits for the rule set when a field is bound to a rule; a failed load offers the spec's retry. */
export function Component(p: WidgetProps<'form'>) {
  const needsRules = p.props.fields.some((f) => f.rule);
  const d = p.data;
  if (needsRules && d && d.data === undefined) {
    if (d.error) return <RetryBox onRetry={d.retry} testId={`${p.node.id}-retry`} />;
    // Which fields show is the rule set's to say: the placeholder is as tall as all of them, up to a screen, so
    // what follows the form is not drawn on screen only to be pushed off it when the rules arrive (layout shift
    // 0.05 on /m/register, whose form is 1,080 px tall).
    const fields = new Set(p.props.fields.map((f) => f.name)).size;
    return (
      <div aria-busy="true">
        <Skeleton height={`min(${fields * FIELD_PX}px, 100svh)`} className="form-skeleton" />
      </div>
    );
  }
  return <FormBody {...p} rules={(d?.data ?? {}) as RuleSet} />;
}

function FormBody({ node, props, rules }: WidgetProps<'form'> & { rules: RuleSet }) {
  const { t } = useTranslation();
  const renderer = useRenderer();
  const { env } = renderer;
  const context = useConditionContext();
  const prefix = node.id.replace(/[^A-Za-z0-9_-]/g, '-');
  const idOf = useCallback((name: string) => `${prefix}_${name}`, [prefix]);
  const focus = useCallback((name: string) => document.getElementById(idOf(name))?.focus(), [idOf]);
  const s = useFormState(props, rules, context, env, focus);
  const [busy, setBusy] = useState(false);
  const holdLeft = useSubmitHold(s.heldUntil, () => env.clock.now(), s.endHold);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const labelOf = useCallback((name: string) => props.fields.find((f) => f.name === name)?.labelKey ?? name, [props.fields]);
  // Messages are the composed schema's objects, the same from keystroke to keystroke: each is translated once per
  // field and language (t with interpolation is a good part of a keystroke's time on a slow phone).
  const translate = useMemo(() => {
    const done = new WeakMap<FieldMessage, Map<string, string>>();
    return (m: FieldMessage, field: string): string => {
      let byField = done.get(m);
      if (!byField) done.set(m, (byField = new Map()));
      let text = byField.get(field);
      if (text === undefined) byField.set(field, (text = t(m.key, { ...m.values, field: t(labelOf(field)) })));
      return text;
    };
  }, [t, labelOf]);
  // Errors show once a field was touched (blurred, or a submit was tried), then follow every change. The platform's
  // refusal of a field shows under it until the field changes (a check of the field's own wins over it).
  const said = useCallback((r: FormRefusal) => ('key' in r ? t(r.key, r.values) : r.text), [t]);
  const shown = s.composed.schema.properties;
  const shownErrors = useMemo(
    () => ({
      ...Object.fromEntries(
        Object.entries(s.refusals)
          .filter(([name]) => name in shown)
          .map(([name, r]) => [name, said(r)]),
      ),
      ...Object.fromEntries(
        Object.entries(s.errors)
          .filter(([name]) => s.touched.has(name))
          .map(([name, m]) => [name, translate(m, name)]),
      ),
    }),
    [s.errors, s.touched, s.refusals, shown, translate, said],
  );
  // Fields checked while typed say taken or available under themselves (never holding up typing or submit).
  const live = props.fields.find((f) => f.liveCheck && f.name in shown);
  const [liveCheck, setLiveCheck] = useState<LiveCheck | undefined>();
  const liveName = live?.name;
  const statuses = useMemo(() => (liveName ? { [liveName]: statusOf(liveCheck, t) } : {}), [liveName, liveCheck, t]);
  // A refusal of a field this form does not show (a brand hid it) is said under the form instead.
  const formRefusal = s.refusals[FORM_REFUSAL] ?? Object.entries(s.refusals).find(([name]) => !(name in shown))?.[1];

  // Read from the store, not the last render: what was typed a moment ago is what goes out.
  const store = s.store;
  const visibleValues = useCallback((): Values => {
    const values = store.getState();
    return Object.fromEntries(Object.keys(s.composed.schema.properties).map((n) => [n, values[n] ?? '']));
  }, [s.composed, store]);
  const run = useCallback(
    async (event: string, extra: Partial<FormEvent> = {}) => {
      const payload: FormEvent = { values: visibleValues() as FormEvent['values'], tab: s.tab, form: s.controller, ...extra };
      await runActions(node.on?.[event], renderer.actions, { env, event: { ...payload }, context });
    },
    [visibleValues, s.tab, s.controller, node.on, renderer.actions, env, context],
  );

  // `open` runs once, when the form first shows with its starting values (the URL's affiliate code check).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !node.on?.open) return;
    opened.current = true;
    void run('open');
  }, [node.on, run]);

  // Reaching into the form (focus, a touch) is the moment to fetch the pattern engine: typing will need it. Plain
  // listeners, not handlers: nothing here answers the person, it only starts a download.
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = formRef.current;
    if (!el) return undefined;
    const warm = () => void loadPatternEngine();
    el.addEventListener('focusin', warm, { once: true });
    el.addEventListener('pointerdown', warm, { once: true, passive: true });
    return () => {
      el.removeEventListener('focusin', warm);
      el.removeEventListener('pointerdown', warm);
    };
  }, []);
  const waiting = useRef(false);
  const submit = async () => {
    if (busy || holdLeft > 0 || waiting.current) return;
    // Rule patterns load once the form is used (patternEngine.ts): a submit before they are in waits for them. The
    // values sent are checked here (the shown errors follow typing a render behind), so an invalid form sends nothing.
    if (!patternEngineLoaded()) {
      waiting.current = true;
      await loadPatternEngine().finally(() => void (waiting.current = false));
    }
    const invalid = Object.keys(checkValues(s.composed.schema, store.getState()));
    if (invalid.length > 0) {
      // Invalid forms send nothing: every error shows and the first invalid field gets focus.
      s.touch(Object.keys(s.composed.schema.properties));
      focus(invalid[0]);
      return;
    }
    setBusy(true);
    // A new answer replaces the last one's refusals.
    s.clearRefusals();
    try {
      await run('submit');
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const requestCode = (field: string) => {
    const mobileField = props.fields.find((f) => f.name === field)?.mobileField ?? 'mobileNum';
    // The number must be valid before a code is requested.
    const values = store.getState();
    if (checkValues(s.composed.schema, values)[mobileField] || !values[mobileField]) {
      s.touch([mobileField]);
      focus(mobileField);
      return;
    }
    void run('requestCode', { field, mobileField });
  };

  // One context object per language, captcha image and countdowns, so the memoized fields re-render only when
  // those change; its functions call the latest handlers through a ref.
  // Labels may name the merchant's facts: the disclaimer says the platform's own minimum age.
  const facts = useSiteFacts();
  const latest = useRef({ t, requestCode, refresh: s.captcha.refresh, endCountdown: s.endCountdown });
  latest.current = { t, requestCode, refresh: s.captcha.refresh, endCountdown: s.endCountdown };
  const themeContext = useMemo<FormThemeContext>(
    () => ({
      language: context.language,
      t: (key, values) => latest.current.t(key, { ...facts, ...values }),
      captchaSrc: s.captcha.src,
      refreshCaptcha: () => void latest.current.refresh(),
      countdowns: s.countdowns,
      now: () => env.clock.now(),
      requestCode: (field) => latest.current.requestCode(field),
      endCountdown: (field) => latest.current.endCountdown(field),
      fieldName: (id) => id.slice(prefix.length + 1),
    }),
    [context.language, facts, s.captcha.src, s.countdowns, env, prefix],
  );
  const touch = s.touch;
  const onBlur = useCallback((name: string) => touch([name]), [touch]);

  const disabled = busy || holdLeft > 0 || (props.disableSubmitUntilValid === true && (!s.dirty || Object.keys(s.errors).length > 0));
  // The tabs and the submit button are the same element from keystroke to keystroke, so React skips them: a
  // keystroke re-renders the form and the field typed in, nothing else.
  const tabs = useMemo(
    () => (s.tabs.length > 1 ? <Tabs tabs={s.tabs} active={s.tab} onSelect={s.switchTab} labelKey={props.tabsLabelKey} /> : null),
    [s.tabs, s.tab, s.switchTab, props.tabsLabelKey],
  );
  const submitLabel = useMemo(() => (holdLeft > 0 ? t('submit_wait', { seconds: holdLeft }) : t(props.submitLabelKey)), [t, holdLeft, props.submitLabelKey]);
  // A badge naming a fact the platform does not give ("{{firstDepositBonus}}% Bonus" with no promotion) is not drawn.
  const badge = useMemo(() => {
    if (!props.badgeKey) return null;
    return namesMissingFact(t(props.badgeKey, { skipInterpolation: true }), facts) ? null : t(props.badgeKey, facts);
  }, [t, props.badgeKey, facts]);
  const button = useMemo(
    () => (
      <Button type="submit" block className="form-submit" disabled={disabled} busy={busy}>
        <span>{submitLabel}</span>
        {badge ? <span className="form-badge">{badge}</span> : null}
      </Button>
    ),
    [disabled, busy, submitLabel, badge],
  );
  return (
    <div className="form-widget" ref={formRef}>
      {tabs}
      <FormFields
        composed={s.composed}
        store={s.store}
        errors={shownErrors}
        statuses={statuses}
        context={themeContext}
        idPrefix={prefix}
        onChange={s.setValue}
        onBlur={onBlur}
        onSubmit={() => void submit()}
      >
        <FormError message={formRefusal ? said(formRefusal) : null} testId={`${prefix}-refusal`} />
        {button}
      </FormFields>
      {live ? (
        <Suspense fallback={null}>
          <LiveCheckProbe call={live.liveCheck} typed={s.values[live.name]} failing={live.name in s.errors} onCheck={setLiveCheck} />
        </Suspense>
      ) : null}
      {s.notice ? <Notice messageKey={s.notice.key} values={s.notice.values} onClose={s.closeNotice} /> : null}
    </div>
  );
}

const LiveCheckProbe = lazy(() => import('./LiveCheckProbe.tsx'));

const LIVE_TEXT: Record<LiveCheck, [string, FieldStatus['tone']]> = {
  checking: ['username_checking', 'info'],
  available: ['username_available', 'ok'],
  taken: ['username_exists', 'bad'],
  later: ['username_check_later', 'info'],
};

function statusOf(check: LiveCheck | undefined, t: (key: string) => string): FieldStatus | null {
  if (!check) return null;
  const [key, tone] = LIVE_TEXT[check];
  return { text: t(key), tone };
}
