import type { BrandListResponse } from '../../generated/api/brandList.response.ts';
import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';
import type { PreviewSessionKind } from '../../core/studio/previewProtocol.ts';
import type { Base, Draft, NodeListRef } from '../draft/index.ts';
import type { Finding } from './studioApi.ts';

export type BrandSummary = BrandListResponse['brands'][number];

/** The chrome areas of brand.json whose lists are node lists. */
export const CHROME_AREAS = ['header', 'bottomBar', 'leftMenu', 'rightMenu', 'popups', 'overlays'] as const;
export type ChromeArea = (typeof CHROME_AREAS)[number];

/** The entry of the document tree being edited. */
export type DocChoice =
  | { kind: 'chrome'; area: ChromeArea }
  | { kind: 'theme' }
  | { kind: 'settings' }
  | { kind: 'screen'; screen: string }
  | { kind: 'locales'; language?: string }
  | { kind: 'publish' }
  | { kind: 'history' }
  | { kind: 'audit' }
  | { kind: 'deposits' };

/** The node (or plain value) being inspected; `part` opens one part of the inspector (Visibility for "hide"). */
export interface Selection {
  file: string;
  list?: NodeListRef;
  node?: string;
  part?: 'props' | 'data' | 'events' | 'visibility';
}

export const DEVICES = [
  { id: '360x780', width: 360, height: 780 },
  { id: '390x844', width: 390, height: 844 },
  { id: '430x932', width: 430, height: 932 },
] as const;
export type DeviceId = (typeof DEVICES)[number]['id'];

export interface PreviewSettings {
  device: DeviceId;
  /** A supported language code of the brand, or '' for its default. */
  language: string;
  session: PreviewSessionKind;
  route: string;
  pickMode: boolean;
}

/** The brand's deployed base and demo facts (studioSetup). */
export interface Setup {
  base: Base;
  documentVersion: number;
  demoSessions: PreviewSessionKind[];
  previewLinks: boolean;
}

/** The brand's published revision, parsed (what Publish compares the draft with). */
export interface Published {
  number: number | null;
  files: Record<string, unknown>;
}

/** Whether a call is under way, failed (in words) or done. */
type Status = { state: 'idle' } | { state: 'busy' } | { state: 'failed'; message: string };

interface Checks {
  errors: Finding[];
  warnings: Finding[];
  /** True while a check of the current draft is under way. */
  checking: boolean;
  /** The check itself failed (network, server): said in the header, findings kept from the last good one. */
  failure: string | null;
}

export interface StudioState {
  session: OperatorSessionInfo | null;
  brands: BrandSummary[] | null;
  brandsStatus: Status;
  brand: string | null;
  /** Loading the chosen brand's base, published revision and local draft. */
  brandStatus: Status;
  setup: Setup | null;
  published: Published | null;
  draft: Draft | null;
  /** Undo and redo stacks (newest last); edits of one field within a second coalesce into one step. */
  past: Draft[];
  future: Draft[];
  lastEditKey: string | null;
  lastEditAt: number;
  /** The draft as last written to localStorage, and as last saved as a revision (with its number). */
  localSaved: Draft | null;
  savedRevision: { number: number; draft: Draft } | null;
  saveStatus: Status;
  /** A local draft found on opening the brand, offered to resume. */
  offeredDraft: { draft: Draft; savedAt: number | null } | null;
  doc: DocChoice;
  selection: Selection | null;
  checks: Checks;
  preview: PreviewSettings;
  /** The last change the draft model refused, in words (shown until the next change). */
  editProblem: string | null;
  /** The sign-in dialog is open because a call answered that the session ended. */
  signInOpen: boolean;
}

const initialPreview: PreviewSettings = { device: '390x844', language: '', session: 'guest', route: '/m/home', pickMode: false };

export const initialState = (session: OperatorSessionInfo | null): StudioState => ({
  session,
  brands: null,
  brandsStatus: { state: 'idle' },
  brand: null,
  brandStatus: { state: 'idle' },
  setup: null,
  published: null,
  draft: null,
  past: [],
  future: [],
  lastEditKey: null,
  lastEditAt: 0,
  localSaved: null,
  savedRevision: null,
  saveStatus: { state: 'idle' },
  offeredDraft: null,
  doc: { kind: 'screen', screen: 'home' },
  selection: null,
  checks: { errors: [], warnings: [], checking: false, failure: null },
  preview: initialPreview,
  editProblem: null,
  signInOpen: false,
});
