import { useEffect, useState } from 'react';
import { toastShown, useAppDispatch, useAppNavigator, useAppServices } from '../../../app/pageApi.ts';
import { cardStrings } from '../../../shared/strings/card.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { whenIdle } from '../../../shared/whenIdle.ts';
import { VipUpsell } from '../../membership/vip/VipUpsell.tsx';
import { createPainter } from '../../qrcode/painter.ts';
import { cardSideHash } from '../cardPorts.ts';
import { exportCardPdf } from '../exportPdf.ts';
import { exportCardSide } from '../exportSide.ts';
import { deskMockup, handMockup, MOCKUP_SIZE } from '../mockup.ts';
import type { Side } from '../useCardDesign.ts';
import './card.css';

const t = cardStrings.card;
const SIDE_PX = 600;
const MOCKUP_PX = 780;

interface Shot {
  key: string;
  label: string;
  url: string;
}

const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(blob);
  });

/** Both sides on a desk and in a hand (drawn by the render worker), and 300 dpi downloads per side. */
export function CardPreviewPage({ workId, sides }: { workId: string; sides: { front: LogoDocument; back: LogoDocument } }) {
  const dispatch = useAppDispatch();
  const navigator = useAppNavigator();
  const { api, storage } = useAppServices();
  const [painter] = useState(createPainter);
  const [shots, setShots] = useState<Shot[]>([]);
  const [drawing, setDrawing] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);

  // The export tickets name each side by its hash: worked out while the page is idle, one side
  // at a time, so a download tap does not (cardPorts.ts).
  useEffect(() => {
    const idle = { timeoutMs: 5000, fallbackMs: 1000 };
    let cancel = whenIdle(() => {
      cardSideHash(sides.front);
      cancel = whenIdle(() => cardSideHash(sides.back), idle);
    }, idle);
    return () => cancel();
  }, [sides]);

  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void (async () => {
      try {
        const front = await dataUrl(await painter.paint({ doc: sides.front, format: 'png', width: SIDE_PX, background: true }));
        const back = await dataUrl(await painter.paint({ doc: sides.back, format: 'png', width: SIDE_PX, background: true }));
        const scenes: Array<[string, string, LogoDocument]> = [
          ['desk', t.mockups.desk, deskMockup(front, back)],
          ['hand-front', `${t.mockups.hand} · ${t.sides.front}`, handMockup(front)],
          ['hand-back', `${t.mockups.hand} · ${t.sides.back}`, handMockup(back)],
        ];
        for (const [key, label, doc] of scenes) {
          const blob = await painter.paint({ doc, format: 'jpeg', width: MOCKUP_PX, background: true });
          if (!live) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setShots((s) => [...s, { key, label, url }]);
        }
      } catch {
        if (live) dispatch(toastShown(t.exportFailed));
      } finally {
        if (live) setDrawing(false);
      }
    })();
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
      painter.dispose();
    };
  }, [painter, sides, dispatch]);

  const run = async (key: string, job: () => ReturnType<typeof exportCardPdf>) => {
    if (busy) return;
    setBusy(key);
    try {
      const outcome = await job();
      if (!outcome.ok && outcome.refusal) setRefusal(outcome.refusal);
      else dispatch(toastShown(outcome.message));
    } finally {
      setBusy(null);
    }
  };
  const download = (side: Side, format: 'png' | 'jpeg') => run(`${side}-${format}`, () => exportCardSide({ api, storage, painter }, sides[side], workId, side, format));
  const downloadPdf = () => run('pdf', () => exportCardPdf({ api, storage }, sides, workId));

  return (
    <div className="card-preview" data-testid="card-preview-page">
      {drawing ? (
        <p className="card-busy" role="status">
          {t.drawing}
        </p>
      ) : null}
      <div className="card-downloads">
        {(['front', 'back'] as const).map((side) => (
          <div key={side} className="card-actions">
            {(['png', 'jpeg'] as const).map((format) => (
              <Button key={format} variant={format === 'png' ? 'primary' : 'secondary'} disabled={busy !== null} testId={`card-export-${side}-${format}`} onClick={() => void download(side, format)}>
                {busy === `${side}-${format}` ? t.exporting : format === 'png' ? t.exportPng(t.sides[side]) : t.exportJpeg(t.sides[side])}
              </Button>
            ))}
          </div>
        ))}
        <div className="card-actions card-actions--pdf">
          <Button variant="primary" disabled={busy !== null} testId="card-export-pdf" onClick={() => void downloadPdf()}>
            {busy === 'pdf' ? t.exporting : t.exportPdf}
          </Button>
          <p className="card-note">{t.exportPdfHint}</p>
        </div>
        <Button variant="text" testId="card-back-to-edit" onClick={() => navigator.go('/pages/cardDesign/cardDesign', { query: { workId } })}>
          {t.backToEdit}
        </Button>
      </div>
      <div className="card-mockups">
        {shots.map((shot) => (
          <figure key={shot.key} className="card-mockup" data-testid={`card-mockup-${shot.key}`}>
            <img src={shot.url} alt={shot.label} width={MOCKUP_SIZE.width} height={MOCKUP_SIZE.height} />
            <figcaption>{shot.label}</figcaption>
          </figure>
        ))}
      </div>
      {refusal ? <VipUpsell title={refusal.title} message={refusal.message} onClose={() => setRefusal(null)} /> : null}
    </div>
  );
}
