import { useEffect, useState } from 'react';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Checkbox } from '../../shared/ui/FormControls.tsx';
import { listLogoWorks, workAsSvgFile, type WorkChoice } from './worksSource.ts';

const t = strings.pdf;

/** The user's logo works with checkboxes; adds the chosen ones as SVG files. */
export function WorksPicker({ onAdd, onError, onClose }: { onAdd: (files: File[]) => void; onError: (message: string) => void; onClose: () => void }) {
  const [works, setWorks] = useState<WorkChoice[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    let live = true;
    listLogoWorks().then(
      (list) => live && setWorks(list),
      () => {
        if (!live) return;
        setWorks([]);
        onError(t.worksFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [onError]);

  const add = async () => {
    setAdding(true);
    const files: File[] = [];
    try {
      for (const id of chosen) files.push(await workAsSvgFile(id));
      onAdd(files);
    } catch (error) {
      if (files.length) onAdd(files);
      onError(error instanceof Error && error.message ? error.message : t.worksFailed);
    } finally {
      setAdding(false);
    }
  };

  return (
    <fieldset className="pdf-works" data-testid="pdf-works">
      <legend>{t.worksTitle}</legend>
      {works === null ? <p className="pdf-tool__note">{t.worksLoading}</p> : null}
      {works?.length === 0 ? <p className="pdf-tool__note">{t.worksEmpty}</p> : null}
      {works?.map((work) => (
        <Checkbox
          key={work.id}
          checked={chosen.has(work.id)}
          onChange={(checked) => {
            const next = new Set(chosen);
            if (checked) next.add(work.id);
            else next.delete(work.id);
            setChosen(next);
          }}
        >
          {work.name}
        </Checkbox>
      ))}
      <div className="pdf-works__actions">
        <Button disabled={adding || chosen.size === 0} onClick={() => void add()} testId="pdf-works-add">
          {adding ? t.worksAdding : t.worksAdd}
        </Button>
        <Button variant="secondary" disabled={adding} onClick={onClose}>
          {t.worksClose}
        </Button>
      </div>
    </fieldset>
  );
}
