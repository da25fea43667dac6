import { useState } from 'react';
import { strings } from '../../../shared/strings.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { cleanWorkName, WORK_NAME_MAX } from '../../../../workers/core/works/rules/fileName.ts';

/** Rename with a live preview of the cleaned name (spec 5: punctuation and whitespace go). */
export function RenameDialog({ initial, onConfirm, onCancel }: { initial: string; onConfirm(name: string): void; onCancel(): void }) {
  const t = strings.works.list;
  const [value, setValue] = useState(initial);
  const cleaned = cleanWorkName(value);
  return (
    <Modal
      title={t.renameTitle}
      testId="works-rename"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} testId="works-rename-cancel">
            {t.cancel}
          </Button>
          <Button onClick={() => cleaned && onConfirm(cleaned)} disabled={cleaned === null} testId="works-rename-confirm">
            {t.confirm}
          </Button>
        </>
      }
    >
      <input
        className="works-input"
        value={value}
        maxLength={WORK_NAME_MAX * 2}
        placeholder={t.renamePlaceholder}
        aria-label={t.renamePlaceholder}
        data-testid="works-rename-input"
        onChange={(event) => setValue(event.target.value)}
      />
      <p className="works-hint" data-testid="works-rename-preview">
        {cleaned === null ? t.renameEmpty : cleaned === value ? t.renameHint : `${t.renameHint}：${cleaned}`}
      </p>
    </Modal>
  );
}
