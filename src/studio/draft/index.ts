/** The studio's draft model: a brand's overlay documents edited as a person would edit them by hand (no React). */
export type { Base, Draft, NodeListRef, NodeRef } from './types.ts';
export { composeDraft, draftFileTexts } from './files.ts';
export { nodesOf } from './lists.ts';
export { setNodeValue, resetNodeValue, originOfNodeValue } from './nodeEdits.ts';
export { addNode, removeNode, duplicateNode, moveNode, uniqueNodeId } from './nodeOps.ts';
export { setValue, resetValue, originOfValue } from './values.ts';
export { locateFinding } from './findings.ts';
export { changedScreens, type ChangedScreen } from './diff.ts';
export { rebase } from './rebase.ts';
export { saveLocalDraft, loadLocalDraft, clearLocalDraft } from './localDraft.ts';
