/// <reference lib="webworker" />
import { checkBundle } from '../core/brand/checkBundle.ts';
import * as validators from '../generated/validators/core.js';

// Checks a brand bundle off the main thread: the validators' code and the run over every document cost a long
// task there (~60-100 ms on a mid-range phone) at a moment the player may be scrolling. It gets the document's
// text: posting the parsed object cost the main thread a ~20 ms structured clone.
self.onmessage = (e: MessageEvent<string>) => {
  self.postMessage(checkBundle(JSON.parse(e.data) as unknown, validators));
};
