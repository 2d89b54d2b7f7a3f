/**
 * The marquee's movement as a Web Animation: the compositor moves the text, so a scrolling notice costs the main
 * thread nothing per frame (a timer writing the transform 30 times a second kept the page from ever going idle).
 */
export interface MarqueeTiming {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
}

/**
 * One pass takes the text from the right edge of the viewport until it has left on the left, at `pxPerSecond`
 * (30 frames per second of 1 px = 30 px/s), repeated forever. A negative delay starts the first pass
 * with the text at the left edge, where it is drawn before it moves.
 */
export function marqueeTiming(viewportWidth: number, textWidth: number, pxPerSecond: number): MarqueeTiming | null {
  if (!(textWidth > 0) || !(pxPerSecond > 0)) return null;
  const width = Math.max(0, viewportWidth);
  return {
    keyframes: [{ transform: `translateX(${width}px)` }, { transform: `translateX(${-textWidth}px)` }],
    options: { duration: ((width + textWidth) / pxPerSecond) * 1000, delay: -(width / pxPerSecond) * 1000, iterations: Infinity, easing: 'linear' },
  };
}
