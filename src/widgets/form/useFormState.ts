import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormController, FormRefusal } from '../../domain/account/formEvent.ts';
import { loadRemembered } from '../../domain/account/remembered.ts';
import type { AppEnv } from '../../renderer/env.ts';
import type { ConditionContext } from '../../generated/context.ts';
import type { FormProps } from '../../generated/widgets/form.ts';
import { composeForm, visibleTabs, type ComposedForm } from './compose.ts';
import { initialValues, rememberedValues } from './initialValues.ts';
import { rulePattern, usePatternEngine } from './patternEngine.ts';
import type { FieldMessage, RuleSet } from './rules.ts';
import { useCaptcha } from './useCaptcha.ts';
import { checkValues, type Values } from './validate.ts';
import { createStore } from '../../state/createStore.ts';
import { useStoreValues, type ValueStore } from './valueStore.ts';

/** Everything a form widget keeps between renders, and the controller its actions answer through. */
export interface FormState {
  tabs: ReturnType<typeof visibleTabs>;
  tab: string;
  switchTab(id: string): void;
  /** The values as typed: fields read their own from it, submit reads it whole (always current). */
  store: ValueStore;
  /** The values as of the last render (a keystroke reaches them in a transition, after the field has painted). */
  values: Values;
  /** A field's new value, as typed (marks the form dirty). */
  setValue(name: string, value: string | boolean): void;
  composed: ComposedForm;
  /** Every failing visible field (shown or not). */
  errors: Record<string, FieldMessage>;
  touched: ReadonlySet<string>;
  touch(names: readonly string[]): void;
  dirty: boolean;
  captcha: { src: string | null; refresh(): Promise<void> };
  countdowns: Record<string, number | undefined>;
  endCountdown(name: string): void;
  notice: { key: string; values?: Record<string, string> } | null;
  closeNotice(): void;
  controller: FormController;
  /** Until when (epoch ms) submit stays off after the platform asked to wait (see FormController.holdSubmit). */
  heldUntil: number | undefined;
  endHold(): void;
  /** The platform's refusals of the last submit, by field ('' for the form's own), until their field changes. */
  refusals: Readonly<Record<string, FormRefusal>>;
  clearRefusals(): void;
}

/** The key `refusals` keeps a refusal that names no field under. */
export const FORM_REFUSAL = '';

export function useFormState(props: FormProps, rules: RuleSet, context: ConditionContext, env: AppEnv, focus: (name: string) => void): FormState {
  const tabs = useMemo(() => visibleTabs(props, context), [props, context]);
  const [tabState, setTab] = useState(tabs[0]?.id ?? '');
  const tab = tabs.some((t) => t.id === tabState) ? tabState : (tabs[0]?.id ?? '');
  const smsAllowed = context.flags.MOBILEVERCODELOGIN3 === true;
  const remembered = useMemo(() => loadRemembered(env.storage.local), [env]);
  const [store] = useState(() =>
    createStore<Values>({
      ...initialValues(props, context, env.store.getState().session?.userName ?? ''),
      ...(props.remembered ? rememberedValues(remembered, tab, smsAllowed) : {}),
    }),
  );
  const values = useStoreValues(store);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [countdowns, setCountdowns] = useState<Record<string, number | undefined>>({});
  const [notice, setNotice] = useState<FormState['notice']>(null);
  const [heldUntil, setHeldUntil] = useState<number | undefined>(undefined);
  const [refusals, setRefusals] = useState<Readonly<Record<string, FormRefusal>>>({});
  // Values the platform already accepted, by field; for this form instance only (a new visit checks again).
  const verified = useRef(new Map<string, string>());
  const captcha = useCaptcha(env);

  const composed = useMemo(() => composeForm(props, rules, { tab, captchaRequired }, context), [props, rules, tab, captchaRequired, context]);
  // Rule patterns run on RE2, loaded once the form is used: the values are checked again once it is there.
  const patternsReady = usePatternEngine();
  // Errors follow the values in the transition after a keystroke (valueStore.ts); submit checks what it sends itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: patternsReady re-runs the check once RE2 has loaded
  const errors = useMemo(() => checkValues(composed.schema, values), [composed, values, patternsReady]);
  // RE2 compiles each rule's pattern on first use (~15 ms per pattern on a slow phone): here, after the render
  // that follows its arrival, rather than in the first keystroke.
  useEffect(() => {
    if (!patternsReady) return;
    for (const [name, p] of Object.entries(composed.schema.properties)) if (p.pattern) rulePattern(p.pattern, p['x-rule'] ?? name);
  }, [patternsReady, composed]);

  const captchaShown = 'captcha' in composed.schema.properties;
  const live = useRef({ captchaShown: false });
  live.current.captchaShown = captchaShown;
  // The image loads as the captcha appears: at once when the settings switch it on, else when a request asks.
  const refreshCaptcha = captcha.refresh;
  useEffect(() => {
    if (captchaShown) void refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);

  const dirtyOnce = useRef(false);
  const setValue = useCallback(
    (name: string, value: string | boolean) => {
      store.update((v) => {
        v[name] = value;
      });
      // A refusal is about what was sent: once its field (or, for the form's own, any field) changes, it is stale.
      setRefusals((r) => (name in r || FORM_REFUSAL in r ? omit(r, [name, FORM_REFUSAL]) : r));
      if (!dirtyOnce.current) {
        dirtyOnce.current = true;
        setDirty(true);
      }
    },
    [store],
  );
  const touch = useCallback((names: readonly string[]) => setTouched((prev) => new Set([...prev, ...names])), []);

  const switchTab = useCallback(
    (id: string) => {
      setTab(id);
      // The spec: switching reloads remembered credentials and refreshes a visible captcha.
      if (props.remembered) store.update((v) => Object.assign(v, rememberedValues(loadRemembered(env.storage.local), id, smsAllowed)));
      if (live.current.captchaShown) void captcha.refresh();
    },
    [props.remembered, env, smsAllowed, captcha, store],
  );

  const controller = useMemo<FormController>(
    () => ({
      revealCaptcha() {
        setCaptchaRequired(true);
        store.update((v) => {
          v.captcha = '';
        });
        // A hidden captcha loads its image as it appears (the effect above); a visible one gets a new image.
        if (live.current.captchaShown) void captcha.refresh();
      },
      refreshCaptcha() {
        if (live.current.captchaShown) {
          store.update((v) => {
            v.captcha = '';
          });
          void captcha.refresh();
        }
      },
      clear(names) {
        store.update((v) => {
          for (const n of names) v[n] = '';
        });
        setTouched((prev) => new Set([...prev].filter((n) => !names.includes(n))));
      },
      focus,
      startCountdown(name, expirationTime) {
        setCountdowns((c) => ({ ...c, [name]: expirationTime }));
      },
      showNotice: (key, values) => setNotice({ key, values }),
      markVerified: (name, value) => void verified.current.set(name, value),
      isVerified: (name, value) => verified.current.get(name) === value,
      holdSubmit: (seconds) => setHeldUntil(env.clock.now() + seconds * 1000),
      showRefusal(refusal, field) {
        setRefusals((r) => ({ ...r, [field ?? FORM_REFUSAL]: refusal }));
        if (field) focus(field);
      },
    }),
    [captcha, focus, env, store],
  );

  // A language change re-validates the filled fields after 200 ms: they show their errors, re-translated.
  const language = context.language;
  const firstLanguage = useRef(language);
  useEffect(() => {
    if (language === firstLanguage.current) return undefined;
    const timer = setTimeout(() => {
      const filled = Object.entries(store.getState())
        .filter(([, v]) => typeof v === 'string' && v !== '')
        .map(([k]) => k);
      touch(filled);
    }, 200);
    return () => clearTimeout(timer);
  }, [language, touch, store]);

  const clearRefusals = useCallback(() => setRefusals({}), []);

  return {
    tabs,
    tab,
    switchTab,
    store,
    values,
    setValue,
    composed,
    errors,
    touched,
    touch,
    dirty,
    captcha,
    countdowns,
    endCountdown: (name) => setCountdowns((c) => ({ ...c, [name]: undefined })),
    notice,
    closeNotice: () => setNotice(null),
    controller,
    heldUntil,
    endHold: () => setHeldUntil(undefined),
    refusals,
    clearRefusals,
  };
}

function omit<T>(r: Readonly<Record<string, T>>, names: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(r).filter(([k]) => !names.includes(k)));
}
