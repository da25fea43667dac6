import { useEffect, useState } from 'react';
import { PageFrame, usePageQuery } from '../../app/pageApi.ts';
import { cardStrings } from '../../shared/strings/card.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { cardDocumentsForWork } from '../../features/card/documents.ts';
import { CardPreviewPage } from '../../features/card/ui/CardPreviewPage.tsx';

type Loaded = { workId: string; sides: { front: LogoDocument; back: LogoDocument } | null };

/** /pages/cardDesign/cardPreview?workId=…: a saved card on mock-ups, and its downloads. */
export default function CardDesignCardPreviewPage() {
  const query = usePageQuery();
  const workId = typeof query.workId === 'string' ? query.workId : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    if (!workId) return;
    void cardDocumentsForWork(workId).then(
      (sides) => live && setLoaded({ workId, sides }),
      () => live && setLoaded({ workId, sides: null }),
    );
    return () => {
      live = false;
    };
  }, [workId]);
  const missing = !workId || (loaded !== null && loaded.sides === null);
  return (
    <PageFrame path="/pages/cardDesign/cardPreview">
      {missing ? (
        <p className="card-note" role="alert" style={{ padding: 16 }}>
          {cardStrings.card.needSave}
        </p>
      ) : loaded?.sides ? (
        <CardPreviewPage workId={loaded.workId} sides={loaded.sides} />
      ) : (
        <p className="card-note" role="status" style={{ padding: 16 }}>
          {cardStrings.card.loading}
        </p>
      )}
    </PageFrame>
  );
}
