import { useEffect, useState } from 'react';
import { qrcodeStrings } from '../../../shared/strings/qrcode.ts';
import { loadFolder } from '../../works/library/library.ts';
import { worksRuntime } from '../../works/runtime.ts';

const t = qrcodeStrings.qrcode;

interface Choice {
  id: string;
  name: string;
  url: string;
  thumb: Blob;
}

/** The user's logo works with a thumbnail; the thumbnail becomes the code's centre picture. */
export function WorksLogoSheet({ onPick, onClose }: { onPick: (image: Blob) => void; onClose: () => void }) {
  const [choices, setChoices] = useState<Choice[] | null>(null);
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    const runtime = worksRuntime();
    void loadFolder(runtime, runtime.identity().owner)
      .then((records) => {
        const list = records.flatMap((r) => (r.kind === 'logo' && r.thumb ? [{ id: r.id, name: r.name, thumb: r.thumb, url: URL.createObjectURL(r.thumb) }] : []));
        made.push(...list.map((c) => c.url));
        if (live) setChoices(list);
      })
      .catch(() => live && setChoices([]));
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);
  return (
    <div className="qr-sheet" role="dialog" aria-label={t.worksTitle} data-testid="qr-works-sheet">
      <div className="qr-row">
        <strong>{t.worksTitle}</strong>
        <button type="button" className="qr-chip" style={{ flex: 'none' }} onClick={onClose}>
          {t.close}
        </button>
      </div>
      {choices && choices.length === 0 ? <p>{t.noWorks}</p> : null}
      <div className="qr-works">
        {(choices ?? []).map((c) => (
          <button key={c.id} type="button" className="qr-work" data-testid="qr-works-item" onClick={() => onPick(c.thumb)}>
            <img src={c.url} alt={c.name} />
          </button>
        ))}
      </div>
    </div>
  );
}
