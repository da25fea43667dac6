import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';

export type WorkAction = 'rename' | 'duplicate' | 'share' | 'png' | 'jpeg' | 'svg' | 'pdf' | 'zip' | 'delete';

/** The ⋯ menu of one work. */
export function ActionSheet({ record, onPick, onClose }: { record: WorkRecord; onPick(action: WorkAction): void; onClose(): void }) {
  const t = strings.works;
  const items: Array<[WorkAction, string]> = [
    ['rename', t.list.rename],
    ['duplicate', t.list.duplicate],
    ...(record.kind === 'logo'
      ? ([
          ['share', t.export.share],
          ['png', `${t.list.download} ${t.export.png}`],
          ['jpeg', `${t.list.download} ${t.export.jpeg}`],
          ['svg', `${t.list.download} ${t.export.svg}`],
          ['pdf', `${t.list.download} ${t.export.pdf}`],
        ] as Array<[WorkAction, string]>)
      : []),
    ['zip', t.export.zip],
    ['delete', t.list.delete],
  ];
  return (
    <div className="works-sheet-backdrop" onClick={onClose} data-testid="works-sheet">
      <div className="works-sheet" role="menu" aria-label={t.list.actionsTitle(record.name)} onClick={(event) => event.stopPropagation()}>
        <p className="works-sheet__title">{t.list.actionsTitle(record.name)}</p>
        {items.map(([action, label]) => (
          <button
            key={action}
            type="button"
            role="menuitem"
            className={`works-sheet__item${action === 'delete' ? ' works-sheet__item--danger' : ''}`}
            data-testid={`works-action-${action}`}
            onClick={() => onPick(action)}
          >
            {label}
          </button>
        ))}
        <button type="button" className="works-sheet__item works-sheet__cancel" onClick={onClose} data-testid="works-action-cancel">
          {t.list.cancel}
        </button>
      </div>
    </div>
  );
}
