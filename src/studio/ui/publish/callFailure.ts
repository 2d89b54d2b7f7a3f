import type { LintFinding } from '../../../generated/api/shapes/lintFinding.ts';
import type { OpsClient } from '../../api/opsClient.ts';

/**
 * What the publish, history and audit panels need of the operator calls: the `call` of the studio's ops client
 * (createOpsClient, or a fake in a test).
 */
export type OpsCalls = Pick<OpsClient, 'call'>;

/** A refused call as the server said it (the ops client throws OpsError: status, errorCode, message, value). */
export interface CallFailure {
  status: number | null;
  errorCode: string | null;
  message: string;
  value: unknown;
}

/** Reads a thrown call error structurally, so any client whose errors carry status/errorCode/value works. */
export function failureOf(error: unknown): CallFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; errorCode?: unknown; message?: unknown; value?: unknown };
  return {
    status: typeof e.status === 'number' ? e.status : null,
    errorCode: typeof e.errorCode === 'string' ? e.errorCode : null,
    message: typeof e.message === 'string' && e.message ? e.message : typeof error === 'string' ? error : 'The request failed for an unknown reason.',
    value: e.value,
  };
}

/** The findings of a refused save or publish (422 brand.revision.invalid: value.findings), else null. */
export function findingsOf(failure: CallFailure): LintFinding[] | null {
  const findings = (failure.value as { findings?: unknown } | null | undefined)?.findings;
  return Array.isArray(findings) ? (findings as LintFinding[]) : null;
}

/** The files of a revision (path -> JSON text) parsed; a file that is not JSON is named in the error. */
export function parseRevisionFiles(files: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(files)) {
    try {
      out[path] = JSON.parse(text) as unknown;
    } catch {
      throw new Error(`The revision's file ${path} is not valid JSON.`);
    }
  }
  return out;
}
