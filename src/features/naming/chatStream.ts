import { signedFields, type SigningContext } from '../../services/api/signedRequest.ts';

/**
 * The app side of POST /api/v4/sub/ai/doubao/chat/sse (spec 7): a signed
 * body, then `data:` lines carrying {code, output}; each output is handed on
 * line by line as it arrives. A JSON reply instead of a stream is a refusal
 * before streaming ({code, msg}); a data line with a code other than 10000
 * ends the stream with its message (spec 8: rejected). Aborting the signal
 * closes the request, and the server stops its provider.
 */
export interface ChatStreamDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** The API client's (api.signing): its device id, server clock and nonces. */
  signing: SigningContext;
}

export interface ChatFields {
  prompt: string;
  history?: string;
  system?: string;
  model?: string;
  top_p?: number;
  temperature?: number;
  strict?: 0 | 1;
  limit?: 0 | 1;
  user_id?: string;
  account: string;
  usertoken: string;
}

export class ChatRejected extends Error {
  override readonly name = 'ChatRejected';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const CHAT_PATH = '/api/v4/sub/ai/doubao/chat/sse';

export async function streamChat(deps: ChatStreamDeps, fields: ChatFields, onLine: (line: string) => void, signal?: AbortSignal): Promise<void> {
  const body = signedFields({ history: '[]', strict: 1, limit: 1, ...fields }, deps.signing);
  const response = await deps.fetch(CHAT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
    const reply = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ChatRejected(reply?.code ?? response.status, reply?.msg ?? '');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let partial = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const event = JSON.parse(line.slice(5).trim()) as { code: number; output?: string; msg?: string; done?: boolean };
      if (event.code !== 10000) throw new ChatRejected(event.code, event.msg ?? '');
      partial += event.output ?? '';
      let end = partial.indexOf('\n');
      while (end >= 0) {
        const text = partial.slice(0, end);
        partial = partial.slice(end + 1);
        end = partial.indexOf('\n');
        if (text.trim()) onLine(text);
      }
      if (event.done) {
        if (partial.trim()) onLine(partial);
        return;
      }
    }
  }
  if (partial.trim()) onLine(partial);
}
