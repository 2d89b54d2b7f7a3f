import type { OperatorCallName, OperatorCalls } from '../../generated/api/operatorCalls.ts';
import type { LintFinding } from '../../generated/api/shapes/lintFinding.ts';

/** A finding of the brand checks (lint:config's shape: file, pointer, message, expected, found, did-you-mean). */
export type Finding = LintFinding;

/**
 * What the studio's shell needs of the operator calls. main.tsx builds it from the browser ops client
 * (src/studio/api/opsClient.ts); tests pass a fake, so the shell never reaches the network in a unit test.
 */
export interface StudioApi {
  call<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']): Promise<OperatorCalls[N]['response']>;
  /** Whether a failed call means the operator's session ended (sign in again, then retry). */
  isSessionLost(error: unknown): boolean;
}

/** A failed call in words a person reads where it happened. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return 'The request failed for an unknown reason.';
}

/** The findings a refused save or check carries (422 brand.revision.invalid: value.findings). */
export function findingsOfError(error: unknown): Finding[] | null {
  const value = (error as { value?: { findings?: unknown } } | null)?.value;
  return Array.isArray(value?.findings) ? (value.findings as Finding[]) : null;
}
