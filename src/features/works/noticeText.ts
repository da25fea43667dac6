import { strings } from '../../shared/strings.ts';
import type { WorksDbErrorKind } from '../../services/worksDb/index.ts';
import type { WorksNotice } from './worksSlice.ts';

/** The Chinese message for a failed save: what happened and what to do next. */
export function saveErrorText(kind: WorksDbErrorKind): string {
  return strings.works.save[kind];
}

export function noticeText(notice: WorksNotice): string {
  const t = strings.works.editor;
  switch (notice.type) {
    case 'merged':
      return t.merged;
    case 'copied':
      return notice.reason === 'recovered' ? t.recovered(notice.copyName) : t.copied(notice.copyName);
    case 'newerElsewhere':
      return t.newerElsewhere;
    case 'message':
      return notice.message;
    case 'syncCopy':
      return t.syncCopy(notice.name);
  }
}
