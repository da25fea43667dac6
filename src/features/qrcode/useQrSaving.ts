import { useCallback, useEffect, useRef, useState } from 'react';
import { toastShown, useAppDispatch, useAppNavigator } from '../../app/pageApi.ts';
import { qrcodeStrings } from '../../shared/strings/qrcode.ts';
import { worksRuntime } from '../works/runtime.ts';
import type { useQrEditor } from './useQrEditor.ts';
import { QR_WORK_FORMAT, QR_WORK_VERSION, saveQrWork } from './work.ts';

const t = qrcodeStrings.qrcode;
export const QR_PAGE_PATH = '/pages/qrcodeEdit/qrcodeEdit';
/** Autosave after this long without a change (like a card: works save within ~1 s of the last change). */
const AUTOSAVE_MS = 1000;
/** Autosaves redraw the works thumbnail at most this often (a restyle's verdict shares the render worker). */
const THUMB_INTERVAL_MS = 10_000;
const THUMB_PX = 320;

type Editor = ReturnType<typeof useQrEditor>;

/**
 * Saving the QR work: 保存到作品, and autosave like a card's once the user has changed something
 * (a code merely looked at is not stored). Saves run one after another; a change during a save
 * asks for one more after it. The first save puts the work's id in the address, so a reload (or
 * coming back through history) reopens it with the user's edits (docs/qr-editor.md).
 */
export function useQrSaving(editor: Editor, initialId: string | null, onSaved: (id: string) => void) {
  const dispatch = useAppDispatch();
  const navigator = useAppNavigator();
  const [saving, setSaving] = useState(false);
  /** Autosave's state, shown on the save button: edits not yet stored, or all of them stored. */
  const [autosave, setAutosave] = useState<'clean' | 'pending' | 'saved'>('clean');
  const workId = useRef(initialId);
  const live = useRef(editor);
  useEffect(() => {
    live.current = editor;
  });
  const thumbAt = useRef(-Infinity);

  /** false when nothing was stored (a field the code cannot hold, a restyle in flight, a failed write). */
  const saveOnce = useCallback(
    async (quiet: boolean, thumbnail: boolean): Promise<boolean> => {
      const { state } = live.current;
      const document = live.current.document();
      if (!state.payload || !document) return false;
      try {
        // Not on hide or leave (the page's render worker may be gone): the last thumbnail stays.
        const drawThumb = !quiet || (thumbnail && (workId.current === null || performance.now() - thumbAt.current >= THUMB_INTERVAL_MS));
        const thumb = drawThumb ? await live.current.draw('png', THUMB_PX).catch(() => null) : null;
        if (thumb) thumbAt.current = performance.now();
        const record = await saveQrWork(worksRuntime(), workId.current, { format: QR_WORK_FORMAT, version: QR_WORK_VERSION, content: state.content, style: state.style, payload: state.payload, document }, thumb);
        if (record.id !== workId.current) {
          workId.current = record.id;
          onSaved(record.id);
          // The address names the work, so a reload reopens it.
          navigator.go(QR_PAGE_PATH, { query: { workId: record.id }, replace: true });
        }
        if (!quiet) dispatch(toastShown(t.saved));
      } catch {
        dispatch(toastShown(t.saveFailed));
        return false;
      }
      return true;
    },
    [dispatch, navigator, onSaved],
  );

  const running = useRef<Promise<boolean> | null>(null);
  const again = useRef(false);
  const save = useCallback(
    async (quiet: boolean, thumbnail = true): Promise<boolean> => {
      if (running.current) {
        again.current = true;
        await running.current;
        return true;
      }
      if (!quiet) setSaving(true);
      const loop = (async () => {
        let done = await saveOnce(quiet, thumbnail);
        while (again.current) {
          again.current = false;
          done = await saveOnce(true, thumbnail);
        }
        return done;
      })();
      running.current = loop;
      try {
        const done = await loop;
        if (done && timer.current === null) setAutosave('saved');
        return done;
      } finally {
        running.current = null;
        if (!quiet) setSaving(false);
      }
    },
    [saveOnce],
  );

  // Autosave: what the work is (content, style) or shows (the document) changed since it opened.
  const { side } = editor;
  const { content, style } = editor.state;
  const touched = useRef(false);
  const opened = useRef({ content, style });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const schedule = useCallback(() => {
    setAutosave('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      // Nothing to save yet (a restyle in flight): its new document schedules the save again.
      void save(true);
    }, AUTOSAVE_MS);
  }, [save]);
  useEffect(() => {
    if (content === opened.current.content && style === opened.current.style) return;
    touched.current = true;
    schedule();
  }, [content, style, schedule]);
  useEffect(() => {
    // The document the page first shows (a new code made, a work opened) is no undo step and
    // no change; a restyle or an edit in 编辑 is one.
    let seen = side.document();
    const changed = () => {
      const doc = side.document();
      if (doc === seen) return;
      seen = doc;
      const { past, future } = side.store.getState().editor.history;
      if (!touched.current && past.length + future.length === 0) return;
      touched.current = true;
      schedule();
    };
    const stop = side.store.subscribe(changed);
    const hide = () => {
      if (document.visibilityState === 'hidden' && timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
        void save(true, false);
      }
    };
    document.addEventListener('visibilitychange', hide);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', hide);
      // Leaving the page with a change not yet saved: save it now (the last thumbnail stays).
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
        void save(true, false);
      }
    };
  }, [side, save, schedule]);

  return { save, saving, autosave, workId: () => workId.current };
}
