import type { ChatSettings } from './settings.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatParams {
  messages: ChatMessage[];
  temperature?: number;
  top_p?: number;
  max_tokens: number;
}

export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'http' | 'network' | 'format',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * Streams the content deltas of an OpenAI-compatible chat completion. Ends
 * when the provider sends `[DONE]` or closes; `signal` (the app's request
 * closing) aborts the upstream request too. The first byte must come within
 * connectTimeoutMs and the whole reply within totalTimeoutMs.
 */
export async function* streamProviderChat(settings: ChatSettings, params: ChatParams, signal: AbortSignal): AsyncGenerator<string> {
  const provider = settings.provider;
  if (!provider) throw new ProviderError('http', 'no provider configured');
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  const total = setTimeout(expire, settings.totalTimeoutMs);
  let connect: ReturnType<typeof setTimeout> | undefined = setTimeout(expire, settings.connectTimeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.apiKey}`, accept: 'text/event-stream' },
        body: JSON.stringify({ model: provider.model, stream: true, ...params }),
        signal: controller.signal,
      });
    } catch {
      throw new ProviderError(timedOut ? 'timeout' : 'network', 'provider unreachable');
    }
    if (!response.ok || !response.body) throw new ProviderError('http', `provider answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch {
        throw new ProviderError(timedOut ? 'timeout' : 'network', 'provider stream broke');
      }
      if (connect) {
        clearTimeout(connect);
        connect = undefined;
      }
      if (chunk.done) return;
      buffer += chunk.value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let parsed: { choices?: Array<{ delta?: { content?: string } }> };
        try {
          parsed = JSON.parse(data) as typeof parsed;
        } catch {
          throw new ProviderError('format', 'provider sent a line that is not JSON');
        }
        const content = parsed.choices?.[0]?.delta?.content;
        if (typeof content === 'string' && content) yield content;
      }
    }
  } finally {
    clearTimeout(total);
    if (connect) clearTimeout(connect);
    signal.removeEventListener('abort', abort);
    controller.abort();
  }
}

/** Collects deltas into whole lines (a name never arrives half). */
export async function* linesOf(deltas: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const delta of deltas) {
    pending += delta;
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      yield pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
  }
  if (pending.trim()) yield pending;
}
