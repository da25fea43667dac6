import { scanIssues, type ScanIssue } from './scanRules.ts';
import type { QrStyle } from './style.ts';

/** What the page says about a drawn code: the decoder's reading plus the style rules. */
export interface Verdict {
  readable: boolean;
  /** The decoder read back exactly the payload. */
  decoded: boolean;
  issues: ScanIssue[];
}

/** `covered`: the drawn document has the user's own layers besides the code (they may hide it). */
export function judge(style: QrStyle, modules: number, payload: string, texts: readonly string[] | null, covered = false): Verdict {
  const issues = scanIssues(style, modules);
  // null: the decoder could not run; the rules alone decide then.
  const decoded = texts === null ? issues.length === 0 : texts.includes(payload);
  if (!decoded && issues.length === 0 && covered) issues.push({ reason: 'covered', fix: null });
  if (!decoded && issues.length === 0) {
    issues.push({ reason: 'style', fix: style.dot !== 'square' || style.eye !== 'square' ? { kind: 'plainDots' } : null });
  }
  return { readable: decoded && issues.length === 0, decoded, issues };
}
