import { useLayoutEffect, useRef, useState } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { TextLayer } from '../../../../workers/core/model/index.ts';
import { useGestureIds, useRunIntent } from '../hooks.ts';
import { takeTextFocus } from '../library/newTextFocus.ts';

/** Typing pauses longer than this start a new undo step. */
const TYPING_BURST_MS = 1000;

/**
 * The text of a layer. While an input method composes (pinyin), nothing is sent: the
 * canvas changes when a character is chosen. A refused text (too long) snaps back.
 */
export function TextContentField({ layer }: { layer: TextLayer }) {
  const run = useRunIntent();
  const gesture = useGestureIds(TYPING_BURST_MS);
  const [draft, setDraft] = useState({ source: layer.text, value: layer.text });
  const [composing, setComposing] = useState(false);
  const field = useRef<HTMLTextAreaElement | null>(null);
  // A text just added: focused with its placeholder selected, so typing replaces it.
  useLayoutEffect(() => {
    if (field.current && takeTextFocus(layer.id)) {
      field.current.focus();
      field.current.select();
    }
  }, [layer.id]);
  // Undo, redo or another panel changed the text: show the document's text again.
  if (draft.source !== layer.text && !composing) setDraft({ source: layer.text, value: layer.text });

  const commit = (value: string) => {
    const result = run('text/replace', { id: layer.id, text: value }, gesture.current());
    setDraft(result.ok ? { source: value, value } : { source: layer.text, value: layer.text });
  };

  return (
    <label className="ed-field ed-field--text">
      <span className="ed-field__label">{strings.editor.text.content}</span>
      <textarea
        ref={field}
        className="ed-textarea"
        rows={2}
        value={draft.value}
        placeholder={strings.editor.text.contentPlaceholder}
        data-testid="prop-text-content"
        onChange={(event) => {
          const value = event.target.value;
          if (composing) setDraft({ source: draft.source, value });
          else commit(value);
        }}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={(event) => {
          setComposing(false);
          commit(event.currentTarget.value);
        }}
        onBlur={() => gesture.end()}
      />
    </label>
  );
}
