import { pinyin } from 'pinyin-pro';
import { cleanName, formatSuggestionLine, parseSuggestionLine } from '../../../workers/core/naming/request.ts';
import type { Moderator } from '../../moderation/moderator.ts';

/**
 * Turns raw reply lines into what the app may show (spec 5, docs/naming.md):
 * strict = names only, each "名字｜寓意｜出处｜拼音" with the name cleaned and
 * duplicates dropped; otherwise any non-empty line, trimmed. Every line passes
 * moderation or is dropped. At most `maxLines` lines.
 */
export function createLineFilter(options: { strict: boolean; maxLines: number; moderator: Moderator }) {
  const seen = new Set<string>();
  let sent = 0;
  return {
    get full() {
      return sent >= options.maxLines;
    },
    accept(raw: string): string | null {
      if (sent >= options.maxLines) return null;
      if (!options.strict) {
        const line = raw.trim();
        if (!line || cleanName(line) === '' || !options.moderator.scan(line).pass) return null;
        sent += 1;
        return line;
      }
      const suggestion = parseSuggestionLine(raw);
      if (!suggestion || seen.has(suggestion.name)) return null;
      seen.add(suggestion.name);
      const clean = { ...suggestion, pinyin: '' };
      if (!options.moderator.scan(formatSuggestionLine(clean)).pass) return null;
      // Pinyin with tone marks, read in context (for polyphones), so the page needs no dictionary.
      const line = formatSuggestionLine({ ...clean, pinyin: pinyin(suggestion.name) });
      sent += 1;
      return line;
    },
  };
}
