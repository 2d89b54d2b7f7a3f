/** The launch code, one file loaded after the first screen (launchLater.ts). */
export { launchGame } from './launch.ts';
export { launchVendor } from './launchVendor.ts';
