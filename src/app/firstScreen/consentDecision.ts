/**
 * Whether a launch must show the privacy dialog. Self-contained on purpose (no imports, no
 * outer names): index.html's first-screen script is built from this function's source
 * (scripts/vite-plugin-first-screen.ts), so the static dialog and the app decide alike.
 */
export function asksForConsent(
  record: { choice: string; at: number; version: string } | null,
  now: number,
  version: string,
  reaskAfterDeclineMs: number,
): boolean {
  if (!record || record.version !== version) return true;
  if (record.choice === 'agreed') return false;
  return now - record.at >= reaskAfterDeclineMs || now < record.at;
}
