import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';
import type { Draft } from '../draft/index.ts';
import type { BrandSummary, DocChoice, PreviewSettings, Published, Selection, Setup, StudioState } from './state.ts';
import type { Finding } from './studioApi.ts';

export type StudioAction =
  | { type: 'session'; session: OperatorSessionInfo | null }
  | { type: 'signInOpen'; open: boolean }
  | { type: 'brandsLoading' }
  | { type: 'brandsLoaded'; brands: BrandSummary[] }
  | { type: 'brandsFailed'; message: string }
  | { type: 'brandOpening'; brand: string }
  | { type: 'brandOpened'; setup: Setup; published: Published; draft: Draft; offered: StudioState['offeredDraft'] }
  | { type: 'brandFailed'; brand: string; message: string }
  /** `key` names the field edited: edits of one key within a second are one undo step (typing a word). */
  | { type: 'edit'; draft: Draft; key?: string; at: number }
  | { type: 'editFailed'; message: string }
  /** The draft replaced whole (a rebase, an earlier revision opened): one undo step. */
  | { type: 'replaceDraft'; draft: Draft }
  /** The draft was published as `number`: it is now the published revision and the parent of later edits. */
  | { type: 'published'; number: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'resumeOffered' }
  | { type: 'discardOffered' }
  | { type: 'localSaved'; draft: Draft }
  | { type: 'saving' }
  | { type: 'saved'; number: number; draft: Draft }
  | { type: 'saveFailed'; message: string }
  | { type: 'chooseDoc'; doc: DocChoice }
  | { type: 'select'; selection: Selection | null }
  | { type: 'checking' }
  | { type: 'checked'; errors: Finding[]; warnings: Finding[] }
  | { type: 'checkFailed'; message: string }
  | { type: 'preview'; patch: Partial<PreviewSettings> };

const UNDO_LIMIT = 100;
const COALESCE_MS = 1000;

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'session':
      return { ...state, session: action.session };
    case 'signInOpen':
      return { ...state, signInOpen: action.open };
    case 'brandsLoading':
      return { ...state, brandsStatus: { state: 'busy' } };
    case 'brandsLoaded':
      return { ...state, brands: action.brands, brandsStatus: { state: 'idle' } };
    case 'brandsFailed':
      return { ...state, brandsStatus: { state: 'failed', message: action.message } };
    case 'brandOpening':
      return {
        ...state,
        brand: action.brand,
        brandStatus: { state: 'busy' },
        setup: null,
        published: null,
        draft: null,
        past: [],
        future: [],
        localSaved: null,
        savedRevision: null,
        saveStatus: { state: 'idle' },
        offeredDraft: null,
        selection: null,
        checks: { errors: [], warnings: [], checking: false, failure: null },
        preview: { ...state.preview, language: '' },
      };
    case 'brandOpened':
      // An answer for a brand the operator has since left (picked another while it loaded) is dropped: applied,
      // the picker would name one brand while the editor held, and would publish, another's draft.
      if (action.draft.brand !== state.brand) return state;
      return {
        ...state,
        brandStatus: { state: 'idle' },
        setup: action.setup,
        published: action.published,
        draft: action.draft,
        localSaved: null,
        offeredDraft: action.offered,
      };
    case 'brandFailed':
      if (action.brand !== state.brand) return state;
      return { ...state, brandStatus: { state: 'failed', message: action.message } };
    case 'edit': {
      if (!state.draft || action.draft === state.draft) return state;
      const coalesce = action.key !== undefined && action.key === state.lastEditKey && action.at - state.lastEditAt < COALESCE_MS;
      const past = coalesce ? state.past : [...state.past, state.draft].slice(-UNDO_LIMIT);
      return { ...state, draft: action.draft, past, future: [], lastEditKey: action.key ?? null, lastEditAt: action.at, offeredDraft: null, editProblem: null };
    }
    case 'editFailed':
      return { ...state, editProblem: action.message };
    case 'replaceDraft':
      if (!state.draft) return state;
      return { ...state, draft: action.draft, past: [...state.past, state.draft].slice(-UNDO_LIMIT), future: [], lastEditKey: null, offeredDraft: null };
    case 'published': {
      if (!state.draft) return state;
      const draft = { ...state.draft, parent: action.number };
      return {
        ...state,
        draft,
        published: { number: action.number, files: draft.files },
        savedRevision: { number: action.number, draft },
        past: [],
        future: [],
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous || !state.draft) return state;
      return { ...state, draft: previous, past: state.past.slice(0, -1), future: [...state.future, state.draft], lastEditKey: null };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (!next || !state.draft) return state;
      return { ...state, draft: next, future: state.future.slice(0, -1), past: [...state.past, state.draft], lastEditKey: null };
    }
    case 'resumeOffered':
      if (!state.offeredDraft || !state.draft) return state;
      return { ...state, draft: state.offeredDraft.draft, past: [...state.past, state.draft], future: [], offeredDraft: null };
    case 'discardOffered':
      return { ...state, offeredDraft: null };
    case 'localSaved':
      return { ...state, localSaved: action.draft };
    case 'saving':
      return { ...state, saveStatus: { state: 'busy' } };
    case 'saved':
      return { ...state, saveStatus: { state: 'idle' }, savedRevision: { number: action.number, draft: action.draft } };
    case 'saveFailed':
      return { ...state, saveStatus: { state: 'failed', message: action.message } };
    case 'chooseDoc':
      return { ...state, doc: action.doc, selection: null };
    case 'select':
      return { ...state, selection: action.selection };
    case 'checking':
      return { ...state, checks: { ...state.checks, checking: true } };
    case 'checked':
      return { ...state, checks: { errors: action.errors, warnings: action.warnings, checking: false, failure: null } };
    case 'checkFailed':
      return { ...state, checks: { ...state.checks, checking: false, failure: action.message } };
    case 'preview':
      return { ...state, preview: { ...state.preview, ...action.patch } };
  }
}

/** What the header says about saving: the draft as a revision, in this browser only, or not yet anywhere. */
export type SaveState = { kind: 'clean' } | { kind: 'revision'; number: number } | { kind: 'local' } | { kind: 'unsaved' };

export function saveStateOf(state: StudioState): SaveState {
  if (!state.draft) return { kind: 'clean' };
  if (state.savedRevision && state.savedRevision.draft === state.draft) return { kind: 'revision', number: state.savedRevision.number };
  if (state.past.length === 0 && !state.savedRevision) return { kind: 'clean' };
  if (state.localSaved === state.draft) return { kind: 'local' };
  return { kind: 'unsaved' };
}
