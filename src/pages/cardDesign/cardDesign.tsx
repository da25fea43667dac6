import { useEffect, useState } from 'react';
import { PageFrame, toastShown, useAppDispatch, usePageQuery } from '../../app/pageApi.ts';
import { cardStrings } from '../../shared/strings/card.ts';
import { worksRuntime } from '../../features/works/runtime.ts';
import { loadCardWork, type CardWork } from '../../features/card/work.ts';
import { CardDesignPage } from '../../features/card/ui/CardDesignPage.tsx';

type Loaded = { workId: string | null; work: CardWork | null; generation: number };

/** /pages/cardDesign/cardDesign[?workId=…]: a new card from a template, or a saved one from the works tab. */
export default function CardDesignCardDesignPage() {
  const query = usePageQuery();
  const dispatch = useAppDispatch();
  const workId = typeof query.workId === 'string' && query.workId ? query.workId : null;
  const [loaded, setLoaded] = useState<Loaded | null>(workId ? null : { workId: null, work: null, generation: 0 });
  useEffect(() => {
    // The page's own save put this id in the address: it already shows that work.
    if (!workId || loaded?.workId === workId) return;
    let live = true;
    void loadCardWork(worksRuntime(), workId).then((work) => {
      if (!live) return;
      if (!work) dispatch(toastShown(cardStrings.card.notFound));
      setLoaded((l) => ({ workId: work ? workId : null, work, generation: (l?.generation ?? 0) + 1 }));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workId, dispatch]);
  return (
    <PageFrame path="/pages/cardDesign/cardDesign">
      {loaded ? <CardDesignPage key={loaded.generation} work={loaded.work} workId={loaded.workId} onSaved={(id) => setLoaded((l) => (l ? { ...l, workId: id } : l))} /> : null}
    </PageFrame>
  );
}
