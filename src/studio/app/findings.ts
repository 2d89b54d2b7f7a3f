import { useMemo } from 'react';
import { type NodeRef, locateFinding } from '../draft/index.ts';
import { useStudio } from './context.ts';
import type { Finding } from './studioApi.ts';

/** A finding placed where the studio shows it: the document, the node (if any) and the key path under it. */
export interface PlacedFinding {
  finding: Finding;
  file: string;
  node?: NodeRef;
  keyPath: string[];
}

/** What the inspector and editors take: a finding on a key path (E2's FieldFinding). */
export const fieldFinding = (p: PlacedFinding) => ({
  keyPath: p.keyPath,
  severity: p.finding.severity,
  message: p.finding.message,
  expected: p.finding.expected,
  found: p.finding.found,
  suggestion: p.finding.suggestion,
  rule: p.finding.rule,
});

/** The live checks' errors and warnings, each placed by the draft model's locateFinding. */
export function usePlacedFindings(): PlacedFinding[] {
  const draft = useStudio((s) => s.draft);
  const base = useStudio((s) => s.setup?.base ?? null);
  const errors = useStudio((s) => s.checks.errors);
  const warnings = useStudio((s) => s.checks.warnings);
  return useMemo(() => {
    if (!draft || !base) return [];
    return [...errors, ...warnings].map((finding) => {
      try {
        return { finding, ...locateFinding(draft, base, finding) };
      } catch {
        return { finding, file: finding.file, keyPath: [] };
      }
    });
  }, [draft, base, errors, warnings]);
}

/** Error messages by node id, for the nodes of one file (the tree's error badges). */
export function errorsByNodeIn(placed: readonly PlacedFinding[], file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of placed) {
    if (p.finding.severity !== 'error' || p.file !== file || !p.node) continue;
    const list = out.get(p.node.id) ?? [];
    list.push(p.finding.message);
    out.set(p.node.id, list);
  }
  return out;
}
