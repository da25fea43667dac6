import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppServices } from '../../app/pageApi.ts';
import { requestAccount } from '../../services/account/userInfo.ts';
import { createFrameBatcher, type FrameBatcher } from '../../shared/frameBatcher.ts';
import { strings } from '../../shared/strings.ts';
import { yieldToEventLoop } from '../../../workers/core/scheduling/yieldToEventLoop.ts';
import { ChatRejected, streamChat, type ChatStreamDeps } from './chatStream.ts';
import { buildPrompt, NAMING_SYSTEM_PROMPT, parseSuggestionLine, type NameSuggestion, type NamingRequest } from '../../../workers/core/naming/request.ts';

export type ShownName = NameSuggestion;

export interface NamingStreamState {
  names: ShownName[];
  running: boolean;
  error: string | null;
}

const t = strings.naming;

/**
 * Name cards added per frame. The offline generator's whole batch arrives in one network
 * chunk; laying a dozen cards of CJK text out in one frame was a long task at low-end.
 */
const NAMES_PER_FRAME = 1;

/** Streams names for a request; stops (and the server stops) when the page goes away or `stop` is called. */
export function useNamingStream() {
  const { api, storage } = useAppServices();
  const [state, setState] = useState<NamingStreamState>({ names: [], running: false, error: null });
  const running = useRef<AbortController | null>(null);
  const shown = useRef<FrameBatcher<ShownName> | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      shown.current?.cancel();
    },
    [],
  );

  const deps = useMemo<ChatStreamDeps>(
    // Spec 7 "connect socket 60 s": the stream must answer within 60 s, then flows as long as it needs.
    () => ({ fetch: api.fetchFor('connect'), signing: api.signing }),
    [api],
  );

  const start = useCallback(
    async (request: NamingRequest) => {
      running.current?.abort();
      shown.current?.cancel();
      const controller = new AbortController();
      running.current = controller;
      const names = createFrameBatcher<ShownName>((batch) => setState((s) => ({ ...s, names: [...s.names, ...batch] })), { maxPerFrame: NAMES_PER_FRAME });
      shown.current = names;
      const user = storage.get('user') ?? storage.get('virUserinfo');
      if (!user?.usertoken) {
        setState({ names: [], running: false, error: t.needAccount });
        return;
      }
      setState({ names: [], running: true, error: null });
      const seen = new Set<string>();
      try {
        // The request goes out in a task of its own, not in the one that mounted the page.
        await yieldToEventLoop();
        await api.time.ensure();
        await streamChat(
          deps,
          { prompt: buildPrompt(request), system: NAMING_SYSTEM_PROMPT, strict: 1, limit: 1, account: requestAccount(user), usertoken: user.usertoken, user_id: String(user.uid ?? '') },
          (line) => {
            const suggestion = parseSuggestionLine(line);
            if (!suggestion || seen.has(suggestion.name) || running.current !== controller) return;
            seen.add(suggestion.name);
            names.push(suggestion);
          },
          controller.signal,
        );
        // Done once the last name received is on screen.
        if (running.current === controller) names.whenDrained(() => setState((s) => ({ ...s, running: false })));
      } catch (error) {
        if (running.current !== controller) return;
        const aborted = controller.signal.aborted;
        setState((s) => ({ ...s, running: false, error: aborted ? null : error instanceof ChatRejected && error.message ? error.message : t.failed }));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [api, deps, storage],
  );

  const stop = useCallback(() => {
    const controller = running.current;
    running.current = null;
    controller?.abort();
    setState((s) => ({ ...s, running: false }));
  }, []);

  return { ...state, start, stop };
}
