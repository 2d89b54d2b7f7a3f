import { type ReactNode, useEffect, useMemo, useReducer, useRef } from 'react';
import type { OperatorCallName, OperatorCalls } from '../../generated/api/operatorCalls.ts';
import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';
import type { PreviewSessionKind } from '../../core/studio/previewProtocol.ts';
import { type Draft, clearLocalDraft, draftFileTexts, loadLocalDraft, saveLocalDraft } from '../draft/index.ts';
import { plural } from '../plural.ts';
import { ActionsContext, StateContext, type StudioActions } from './context.ts';
import { markEdit } from './editClock.ts';
import { studioReducer } from './reducer.ts';
import { createSignInGate, withSignIn } from './signInGate.ts';
import { type StudioState, initialState } from './state.ts';
import { type StudioApi, describeError, findingsOfError } from './studioApi.ts';
import { useLiveChecks } from './useLiveChecks.ts';

const parseFiles = (texts: Record<string, string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, JSON.parse(text)]));

const sameFiles = (a: Draft, b: Draft) => JSON.stringify(a.files) === JSON.stringify(b.files);

interface Props {
  api: StudioApi;
  /** The session main.tsx read, if any (tests pass one; otherwise asked with operatorSession). */
  session?: OperatorSessionInfo | null;
  /** Open this brand at once (tests); otherwise the first of brandList. */
  brand?: string;
  /** Where signing out goes (the server answers /studio/ with the sign-in page once the session ended). */
  onSignedOut?: () => void;
  children: ReactNode;
}

/** The studio's state and the actions every panel uses, for the page below it. */
export function StudioProvider({ api, session = null, brand, onSignedOut, children }: Props) {
  const [state, dispatch] = useReducer(studioReducer, session, initialState);
  const stateRef = useRef<StudioState>(state);
  stateRef.current = state;
  const gate = useMemo(createSignInGate, []);

  const actions = useMemo<StudioActions>(() => {
    const openDialog = () => dispatch({ type: 'signInOpen', open: true });
    const run = <T,>(call: () => Promise<T>) => withSignIn(call, (e) => api.isSessionLost(e), gate, openDialog);

    const openBrand = async (id: string) => {
      dispatch({ type: 'brandOpening', brand: id });
      try {
        const [setup, revision] = await Promise.all([run(() => api.call('studioSetup', {})), run(() => api.call('brandRevision', { brand: id }))]);
        const files = parseFiles(revision.files);
        const number = revision.published ?? revision.revision.number;
        const draft: Draft = { brand: id, parent: number, files };
        const local = loadLocalDraft(id);
        const offered =
          local && !sameFiles(local, draft) ? { draft: { brand: id, parent: local.parent, files: local.files }, savedAt: local.savedAt || null } : null;
        dispatch({
          type: 'brandOpened',
          setup: {
            base: { files: parseFiles(setup.base.files), hash: setup.base.hash },
            documentVersion: setup.documentVersion,
            demoSessions: setup.demoSessions as PreviewSessionKind[],
            previewLinks: setup.previewLinks,
          },
          published: { number: revision.published, files },
          draft,
          offered,
        });
      } catch (e) {
        dispatch({ type: 'brandFailed', brand: id, message: `Could not open brand ${id}: ${describeError(e)}` });
      }
    };

    return {
      api,
      run,
      ops: {
        call: <N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']) => run(() => api.call(name, input)),
      },
      openBrand,
      async loadBrands() {
        dispatch({ type: 'brandsLoading' });
        try {
          const { brands } = await run(() => api.call('brandList', {}));
          dispatch({ type: 'brandsLoaded', brands });
          const current = stateRef.current.brand;
          const first = brand ?? current ?? brands[0]?.id;
          if (first && first !== current) await openBrand(first);
        } catch (e) {
          dispatch({ type: 'brandsFailed', message: `Could not list the brands: ${describeError(e)}` });
        }
      },
      edit(change, key) {
        const { draft, setup } = stateRef.current;
        if (!draft || !setup) return;
        markEdit();
        try {
          dispatch({ type: 'edit', draft: change(draft, setup.base), key, at: Date.now() });
        } catch (e) {
          dispatch({ type: 'editFailed', message: `That change could not be made: ${describeError(e)}` });
        }
      },
      replaceDraft: (draft) => dispatch({ type: 'replaceDraft', draft }),
      noteSaved: (number, draft) => dispatch({ type: 'saved', number, draft }),
      notePublished: (number) => dispatch({ type: 'published', number }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      resumeOffered: () => dispatch({ type: 'resumeOffered' }),
      discardOffered() {
        const { brand: id } = stateRef.current;
        if (id) {
          clearLocalDraft(id);
        }
        dispatch({ type: 'discardOffered' });
      },
      async saveDraft(message = 'Saved from the studio') {
        const { draft } = stateRef.current;
        if (!draft) return null;
        dispatch({ type: 'saving' });
        try {
          const saved = await run(() => api.call('brandSave', { brand: draft.brand, parent: draft.parent || null, message, files: draftFileTexts(draft) }));
          dispatch({ type: 'saved', number: saved.revision.number, draft });
          clearLocalDraft(draft.brand);
          return saved.revision.number;
        } catch (e) {
          const findings = findingsOfError(e);
          if (findings) {
            const errors = findings.filter((f) => f.severity === 'error');
            dispatch({ type: 'checked', errors, warnings: findings.filter((f) => f.severity !== 'error') });
            dispatch({
              type: 'saveFailed',
              message: `Not saved: ${plural(errors.length, 'error')} to fix first (marked in the tree and the inspector).`,
            });
          } else {
            dispatch({ type: 'saveFailed', message: `Not saved: ${describeError(e)}` });
          }
          return null;
        }
      },
      chooseDoc: (doc) => dispatch({ type: 'chooseDoc', doc }),
      select: (selection) => dispatch({ type: 'select', selection }),
      setPreview: (patch) => dispatch({ type: 'preview', patch }),
      async signIn(credentials) {
        // Not through run(): a failed sign-in is said in the dialog, which stays open.
        const info = await api.call('operatorLogin', credentials);
        dispatch({ type: 'session', session: info });
        dispatch({ type: 'signInOpen', open: false });
        gate.release();
      },
      cancelSignIn() {
        dispatch({ type: 'signInOpen', open: false });
        gate.abandon('You are signed out: sign in again to go on (your draft is kept in this browser).');
      },
      async signOut() {
        try {
          await api.call('operatorLogout', {});
        } finally {
          onSignedOut?.();
        }
      },
    };
  }, [api, gate, brand, onSignedOut]);

  // The session, then the brands, once.
  useEffect(() => {
    let live = true;
    (async () => {
      if (!stateRef.current.session) {
        try {
          const info = await actions.run(() => api.call('operatorSession', {}));
          if (live) dispatch({ type: 'session', session: info });
        } catch {
          // Said by the brand list's failure below when the server is unreachable.
        }
      }
      if (live) await actions.loadBrands();
    })();
    return () => {
      live = false;
    };
  }, [actions, api]);

  // Every change of the draft is kept in this browser at once: a lost session or a closed tab loses nothing.
  useEffect(() => {
    const { draft, past, localSaved } = state;
    if (!draft || past.length === 0 || localSaved === draft) return;
    // Storage full or blocked: the header keeps saying "Unsaved changes".
    if (saveLocalDraft(draft)) dispatch({ type: 'localSaved', draft });
  }, [state]);

  useLiveChecks(state.draft, state.brand, actions, dispatch);

  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}
