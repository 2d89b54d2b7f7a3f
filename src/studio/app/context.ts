import { createContext as createReactContext, useContext } from 'react';
import { createContext, useContextSelector } from 'use-context-selector';
import type { OperatorLoginRequest } from '../../generated/api/operatorLogin.request.ts';
import type { Base, Draft } from '../draft/index.ts';
import type { DocChoice, PreviewSettings, Selection, StudioState } from './state.ts';
import type { StudioApi } from './studioApi.ts';

/** A change of the draft through the draft model: (draft, base) -> the new draft. */
export type DraftChange = (draft: Draft, base: Base) => Draft;

/** What panels do to the studio. Stable for the page's life: safe in effects' dependencies. */
export interface StudioActions {
  api: StudioApi;
  /** The operator calls with run()'s sign-in-and-retry: what panels (publish, history, audit) are given. */
  ops: Pick<StudioApi, 'call'>;
  /** Runs an operator call; when the session ended, asks for a sign-in in place and runs it again. */
  run<T>(call: () => Promise<T>): Promise<T>;
  loadBrands(): Promise<void>;
  openBrand(brand: string): Promise<void>;
  /** Applies a draft-model change; `key` (e.g. 'home.banners/props/speed') makes typing in one field one undo step. */
  edit(change: DraftChange, key?: string): void;
  /** The draft replaced whole (publish's rebase or discard, History's "Open in draft"): one undo step. */
  replaceDraft(draft: Draft): void;
  /** A revision was saved from `draft` elsewhere (the publish panel). */
  noteSaved(number: number, draft: Draft): void;
  /** The draft was published as revision `number`. */
  notePublished(number: number): void;
  undo(): void;
  redo(): void;
  resumeOffered(): void;
  discardOffered(): void;
  /** brandSave: the draft as a new revision; resolves with its number, or null when refused (said in the header). */
  saveDraft(message?: string): Promise<number | null>;
  chooseDoc(doc: DocChoice): void;
  select(selection: Selection | null): void;
  setPreview(patch: Partial<PreviewSettings>): void;
  signIn(credentials: OperatorLoginRequest): Promise<void>;
  /** Closes the sign-in dialog without signing in: the waiting calls fail (said where they were made). */
  cancelSignIn(): void;
  signOut(): Promise<void>;
}

export const StateContext = createContext<StudioState | null>(null);
export const ActionsContext = createReactContext<StudioActions | null>(null);

/** A slice of the studio state; the component re-renders only when the slice changes. */
export function useStudio<T>(select: (state: StudioState) => T): T {
  return useContextSelector(StateContext, (state) => {
    if (!state) throw new Error('useStudio outside <StudioProvider>');
    return select(state);
  });
}

export function useStudioActions(): StudioActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useStudioActions outside <StudioProvider>');
  return actions;
}
