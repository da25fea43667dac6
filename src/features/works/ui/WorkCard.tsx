import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { GUEST_OWNER } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import { formatEditTime } from './time.ts';
import { Thumb } from './Thumb.tsx';

export interface WorkCardProps {
  record: WorkRecord;
  now: number;
  /** A signed-in user's view: guest works in it are waiting to be uploaded. */
  signedIn: boolean;
  selecting: boolean;
  selected: boolean;
  excerpt?: string;
  onOpen(record: WorkRecord): void;
  onToggle(record: WorkRecord): void;
  onMenu?(record: WorkRecord): void;
}

/** One work in a grid: thumbnail, name, last edit; a tap opens it (or selects it in multi-select). */
export function WorkCard({ record, now, signedIn, selecting, selected, excerpt, onOpen, onToggle, onMenu }: WorkCardProps) {
  const t = strings.works.list;
  return (
    <li className={`works-card${selected ? ' works-card--selected' : ''}`} data-testid="works-card" data-work-id={record.id}>
      <button
        type="button"
        className="works-card__open"
        onClick={() => (selecting ? onToggle(record) : onOpen(record))}
        aria-pressed={selecting ? selected : undefined}
        aria-label={selecting ? t.selectWork(record.name) : record.name}
      >
        <span className="works-card__thumb">
          {record.thumb ? <Thumb blob={record.thumb} /> : <span className="works-card__nothumb">{t.noThumb}</span>}
          {selecting ? <span className="works-card__check" aria-hidden="true" data-testid="works-card-check">{selected ? '✓' : ''}</span> : null}
        </span>
        <span className="works-card__name" data-testid="works-card-name">
          {record.name}
        </span>
        <span className="works-card__time" data-testid="works-card-time">
          {t.edited(formatEditTime(record.updatedAt, now))}
          {signedIn && record.owner === GUEST_OWNER ? <span className="works-card__badge">{t.pending}</span> : null}
        </span>
        {excerpt ? (
          <span className="works-card__excerpt" data-testid="works-card-excerpt">
            {strings.works.search.matchedText(excerpt)}
          </span>
        ) : null}
      </button>
      {onMenu && !selecting ? (
        <button type="button" className="works-card__menu" aria-label={t.more} data-testid="works-card-menu" onClick={() => onMenu(record)}>
          ⋯
        </button>
      ) : null}
    </li>
  );
}
