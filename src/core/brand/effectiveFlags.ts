/**
 * One source for the whitelabel flags: the platform's (its whitelabel call) decide what the site offers. A brand
 * document may only narrow them: a flag its `whitelabel` sets to false is off for the brand even where the
 * platform has it on; nothing a document says switches on a flag the platform has off (the platform would refuse
 * the calls behind it anyway). A flag the platform has not answered (yet, or offline without a saved copy) is off.
 */
export function effectiveFlags(
  platform: Readonly<Record<string, boolean>>,
  brandOff: Readonly<Record<string, boolean | undefined>> | undefined,
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [flag, on] of Object.entries(platform)) out[flag] = on === true && brandOff?.[flag] !== false;
  return out;
}
