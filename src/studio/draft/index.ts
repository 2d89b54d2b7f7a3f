/** The studio's draft model: a brand's overlay documents edited as a person would edit them by hand (no React). */
export type { Base, DocPath, Draft, FindingPlace, NodeListRef, NodeRef, ValueOrigin } from './types.ts';
export { composeDraft, draftFileTexts, carriesNoChange } from './files.ts';
export { nodesOf, nodeListsOf } from './lists.ts';
export { setNodeValue, resetNodeValue, originOfNodeValue } from './nodeEdits.ts';
export { addNode, removeNode, duplicateNode, moveNode, uniqueNodeId } from './nodeOps.ts';
export { setValue, resetValue, originOfValue } from './values.ts';
export { locateFinding, type FindingLocation } from './findings.ts';
export { diffFiles, changedScreens, type FileDiff, type ChangedScreen, type Operation } from './diff.ts';
export { rebase, type RebaseConflict } from './rebase.ts';
export { saveLocalDraft, loadLocalDraft, clearLocalDraft, type StoredDraft } from './localDraft.ts';
