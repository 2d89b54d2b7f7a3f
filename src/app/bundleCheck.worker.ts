/// <reference lib="webworker" />
import * as validators from '../generated/validators/core.js';
import type { CompiledValidator } from '../core/validation/types.ts';
import { backgroundCheck, workerReply } from './backgroundCheck.ts';

const widgets = import.meta.glob<{ validateProps: CompiledValidator }>('../generated/validators/widgets/*.js', { eager: true });

// Checks a brand bundle off the main thread: the documents against their schemas and every node's props. On the
// main thread the validators' code and the run over every document were long tasks (~60-100 ms on a mid-range
// phone) at a moment the player may be scrolling, and the props validators a dozen more files to load. It gets
// the document's text: posting the parsed object cost the main thread a ~20 ms structured clone.
self.onmessage = (e: MessageEvent<string>) => {
  self.postMessage(workerReply(backgroundCheck(e.data, validators, widgets)));
};
