import { useEffect } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { UndoOffer } from './useWorksActions.ts';

/** "已删除 N 个作品 [撤销]" for the undo window, then gone (the delete stands). */
export function UndoBar({ offer, windowMs, onUndo, onDone }: { offer: UndoOffer; windowMs: number; onUndo(offer: UndoOffer): void; onDone(): void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, windowMs);
    return () => clearTimeout(timer);
  }, [offer.key, windowMs, onDone]);
  return (
    <div className="works-undo" role="status" data-testid="works-undo-bar">
      <span>{strings.works.list.deleted(offer.ids.length)}</span>
      <button type="button" className="works-undo__button" data-testid="works-undo" onClick={() => onUndo(offer)}>
        {strings.works.list.undo}
      </button>
    </div>
  );
}
