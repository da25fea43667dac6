import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toastShown, useAppDispatch, useAppNavigator } from '../../app/pageApi.ts';
import { cardStrings } from '../../shared/strings/card.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { createPainter } from '../qrcode/painter.ts';
import { worksRuntime } from '../works/runtime.ts';
import type { CardTemplateRecord } from './api.ts';
import { backDocument, type BackStyle } from './back.ts';
import { sideEdits } from './edits.ts';
import { EMPTY_FIELDS, validateFields, type CardFields, type FieldErrors } from './fields.ts';
import { fieldsOf, flowFields } from './flow.ts';
import { fontLayout } from './fonts.ts';
import { outlineTexts } from './outline.ts';
import { createSideStore, type SideStore } from './sideStore.ts';
import { cardTemplateUrl, loadCardTemplate } from './template.ts';
import { CARD_WORK_FORMAT, CARD_WORK_VERSION, saveCardWork, type CardWork } from './work.ts';

const t = cardStrings.card;
export const CARD_DESIGN_PATH = '/pages/cardDesign/cardDesign';
/** Autosave after this long without a change (works save within ~1 s of the last change). */
const AUTOSAVE_MS = 1000;
const THUMB_PX = 320;

export type Side = 'front' | 'back';
export interface CardSides {
  front: SideStore;
  back: SideStore;
}

export interface CardDesignState {
  templateId: string | null;
  fields: CardFields;
  errors: FieldErrors;
  backStyle: BackStyle;
  logo: string | null;
  sides: CardSides | null;
  /** What the page is doing now (over 300 ms jobs show it), or null. */
  busy: string | null;
  saving: boolean;
}

/** The words the back shows before the user wrote theirs: the template's samples. */
const backFields = (front: LogoDocument, fields: CardFields) => (fields.name.trim() ? fields : fieldsOf(front, fields));

/**
 * The card page's state: template, fields, logo and back style in; two side stores (each the
 * editor's document and history) out; saved as a `card` work after every change (autosave)
 * and on 保存, the work id put in the address.
 */
export function useCardDesign(initial: { work: CardWork | null; workId: string | null }, onSaved: (id: string) => void) {
  const dispatch = useAppDispatch();
  const navigator = useAppNavigator();
  const [state, setState] = useState<CardDesignState>(() => ({
    templateId: initial.work?.templateId ?? null,
    fields: initial.work?.fields ?? EMPTY_FIELDS,
    errors: {},
    backStyle: initial.work?.backStyle ?? 'qr',
    logo: initial.work?.logo ?? null,
    sides: initial.work ? { front: createSideStore(initial.work.front, dispatch), back: createSideStore(initial.work.back, dispatch) } : null,
    busy: null,
    saving: false,
  }));
  // What the async jobs read: the state as last rendered.
  const live = useRef(state);
  useLayoutEffect(() => {
    live.current = state;
  });
  const workId = useRef(initial.workId);
  const [painter] = useState(createPainter);
  useEffect(() => () => painter.dispose(), [painter]);
  const toast = useCallback((message: string) => dispatch(toastShown(message)), [dispatch]);

  const saveOnce = useCallback(
    async (quiet: boolean) => {
      const { sides, templateId, fields, backStyle, logo } = live.current;
      if (!sides || !templateId) return;
      try {
        const front = await outlineTexts(sides.front.document(), fontLayout);
        const back = await outlineTexts(sides.back.document(), fontLayout);
        const thumb = await painter.paint({ doc: front, format: 'png', width: THUMB_PX, background: true }).catch(() => null);
        const work: CardWork = { format: CARD_WORK_FORMAT, version: CARD_WORK_VERSION, templateId, fields, front, back, backStyle, logo };
        const record = await saveCardWork(worksRuntime(), workId.current, work, thumb);
        if (record.id !== workId.current) {
          workId.current = record.id;
          onSaved(record.id);
          navigator.go(CARD_DESIGN_PATH, { query: { workId: record.id }, replace: true });
        }
        if (!quiet) toast(t.saved);
      } catch {
        toast(t.saveFailed);
      }
    },
    [navigator, onSaved, painter, toast],
  );

  // Saves run one after another; a change during a save asks for one more after it.
  const saving = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const save = useCallback(
    async (quiet: boolean): Promise<string | null> => {
      if (saving.current) {
        again.current = true;
        await saving.current;
        return workId.current;
      }
      setState((s) => ({ ...s, saving: true }));
      const loop = (async () => {
        await saveOnce(quiet);
        while (again.current) {
          again.current = false;
          await saveOnce(true);
        }
      })();
      saving.current = loop;
      await loop;
      saving.current = null;
      setState((s) => ({ ...s, saving: false }));
      return workId.current;
    },
    [saveOnce],
  );

  const fresh = useRef(false);
  // Autosave: any change to either side (an edit, an undo, the fields flowing in).
  const sides = state.sides;
  useEffect(() => {
    if (!sides) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const docs = { front: sides.front.document(), back: sides.back.document() };
    const changed = () => {
      const now = { front: sides.front.document(), back: sides.back.document() };
      if (now.front === docs.front && now.back === docs.back) return;
      Object.assign(docs, now);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void save(true), AUTOSAVE_MS);
    };
    const stops = [sides.front.store.subscribe(changed), sides.back.store.subscribe(changed)];
    // A card just made from a template is a new work: saved at once, so the address names it.
    if (fresh.current) {
      fresh.current = false;
      timer = setTimeout(() => void save(true), 0);
    }
    const hide = () => {
      if (document.visibilityState === 'hidden' && timer) {
        clearTimeout(timer);
        timer = null;
        void save(true);
      }
    };
    document.addEventListener('visibilitychange', hide);
    return () => {
      for (const stop of stops) stop();
      document.removeEventListener('visibilitychange', hide);
      // Leaving the page with a change not yet saved: save it now.
      if (timer) {
        clearTimeout(timer);
        void save(true);
      }
    };
  }, [sides, save]);

  const run = useCallback(
    async (message: string, job: () => Promise<void>) => {
      setState((s) => ({ ...s, busy: message }));
      try {
        await job();
      } finally {
        setState((s) => ({ ...s, busy: null }));
      }
    },
    [],
  );

  /** A new card from a template: both sides made again, the fields (once written) in them. */
  const pickTemplate = useCallback(
    (record: CardTemplateRecord) =>
      run(t.preparing, async () => {
        let template: LogoDocument;
        try {
          template = await loadCardTemplate(record.url);
        } catch {
          toast(t.templateBroken(record.name));
          return;
        }
        const { fields, backStyle, logo } = live.current;
        const named = fields.name.trim() !== '' && Object.keys(validateFields(fields)).length === 0;
        try {
          const front = await outlineTexts(named ? flowFields(template, fields).doc : template, fontLayout);
          const back = await outlineTexts(backDocument(front, backFields(front, fields), backStyle, logo), fontLayout);
          fresh.current = true;
          setState((s) => ({ ...s, templateId: record.id, sides: { front: createSideStore(front, dispatch), back: createSideStore(back, dispatch) } }));
        } catch (error) {
          toast(error instanceof Error && error.message ? error.message : t.templateBroken(record.name));
        }
      }),
    [dispatch, run, toast],
  );

  /** The template the card was made from (the sizes its lines are designed at), loaded once. */
  const designed = useRef<{ id: string; doc: Promise<LogoDocument | undefined> } | null>(null);
  const designedFront = useCallback((id: string | null) => {
    if (!id) return Promise.resolve(undefined);
    if (designed.current?.id !== id) designed.current = { id, doc: loadCardTemplate(cardTemplateUrl(id)).catch(() => undefined) };
    return designed.current.doc;
  }, []);

  /** The fields into both sides, as one more step of each side's history. */
  const applyFields = useCallback(
    (fields: CardFields): Promise<boolean> => {
      const errors = validateFields(fields);
      setState((s) => ({ ...s, fields, errors }));
      if (Object.keys(errors).length > 0) return Promise.resolve(false);
      const current = live.current.sides;
      if (!current) return Promise.resolve(true);
      const { templateId, backStyle, logo } = live.current;
      return run(t.preparing, async () => {
        const problems: string[] = [];
        // What each side looks like as designed: a line set smaller for a long value gets its
        // size back for a shorter one (flow.ts).
        const template = await designedFront(templateId);
        for (const side of [current.front, current.back]) {
          const before = side.document();
          const design = side === current.front ? template : backDocument(current.front.document(), fields, backStyle, logo);
          const after = await outlineTexts(flowFields(before, fields, design).doc, fontLayout);
          const problem = side.apply(sideEdits(before, after));
          if (problem) problems.push(problem);
        }
        toast(problems[0] ?? t.applied);
      }).then(() => true);
    },
    [designedFront, run, toast],
  );

  /** A new back (another style or logo): the difference from the back now, as edits. */
  const changeBack = useCallback(
    (backStyle: BackStyle, logo: string | null) => {
      setState((s) => ({ ...s, backStyle, logo }));
      const current = live.current.sides;
      if (!current) return Promise.resolve();
      return run(t.preparing, async () => {
        const front = current.front.document();
        const before = current.back.document();
        const after = await outlineTexts(backDocument(front, backFields(front, live.current.fields), backStyle, logo), fontLayout);
        const problem = current.back.apply(sideEdits(before, after));
        if (problem) toast(problem);
      });
    },
    [run, toast],
  );

  return { state, pickTemplate, applyFields, changeBack, save, workId: () => workId.current };
}
