/** What a key press means in the editor (null: not ours, let the browser have it). */
export type ShortcutAction =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'remove' }
  | { kind: 'duplicate' }
  | { kind: 'deselect' }
  | { kind: 'selectAll' }
  | { kind: 'nudge'; dx: number; dy: number };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y) / Delete / arrows (Shift: 10 px) / Ctrl+D / Ctrl+A / Esc; ⌘ on Mac. */
export function shortcutFor(e: KeyLike): ShortcutAction | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod && key === 'z') return e.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
  if (mod && key === 'y') return { kind: 'redo' };
  if (mod && key === 'd') return { kind: 'duplicate' };
  if (mod && key === 'a') return { kind: 'selectAll' };
  if (mod || e.altKey) return null;
  if (key === 'Delete' || key === 'Backspace') return { kind: 'remove' };
  if (key === 'Escape') return { kind: 'deselect' };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = e.shiftKey ? 10 : 1;
    return { kind: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  return null;
}

/**
 * Fields keep their own keys: Backspace deletes a character, not the layer; arrows move a
 * focused slider, not the layer. Undo/redo still work from a slider or a button.
 */
export function keepsKey(target: EventTarget | null, action: ShortcutAction): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (!(target instanceof HTMLInputElement)) return false;
  if (target.type === 'range') return action.kind === 'nudge';
  return !['checkbox', 'radio', 'button', 'color'].includes(target.type);
}
