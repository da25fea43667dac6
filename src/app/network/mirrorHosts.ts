import { chooseHost, type HostChoice } from '../../services/api/hosts.ts';
import type { FetchLike } from '../../services/api/transport.ts';

/**
 * Host choice at launch (spec 7 and 9, issue 15): when mirrors are configured
 * (VITE_API_MIRRORS, comma-separated origins), race HEAD /health on them with
 * the existing chooseHost (1 s each, the machine id header checked) and send
 * the API calls to the first healthy one. Until the race ends, and when no
 * mirror answers, calls go to the origin that served the app. Only the API
 * (`/api/…`) moves; the app's own files stay where they were loaded from.
 */

export function configuredMirrors(env: Record<string, unknown> = import.meta.env): string[] {
  const raw = typeof env.VITE_API_MIRRORS === 'string' ? env.VITE_API_MIRRORS : '';
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^https?:\/\/[^/]+\/?$/.test(entry));
}

export interface MirrorRouting {
  fetch: FetchLike;
  /** The winner, or null (no mirrors, none healthy): the API stays on this origin. */
  chosen: Promise<HostChoice | null>;
}

export function routeToMirror(mirrors: readonly string[], inner: FetchLike, probe: FetchLike = inner): MirrorRouting {
  let host = '';
  const chosen = mirrors.length === 0 ? Promise.resolve(null) : chooseHost(mirrors, probe);
  void chosen.then((choice) => {
    host = choice?.host ?? '';
  });
  return {
    chosen,
    fetch: (input, init) => inner(host && input.startsWith('/api/') ? `${host}${input}` : input, init),
  };
}
