import { useEffect, useState } from 'react';
import { PageFrame, toastShown, useAppDispatch, usePageQuery } from '../../app/pageApi.ts';
import { qrcodeStrings } from '../../shared/strings/qrcode.ts';
import { worksRuntime } from '../../features/works/runtime.ts';
import { loadQrWork, type OpenedQrWork } from '../../features/qrcode/work.ts';
import { QrEditorPage } from '../../features/qrcode/ui/QrEditorPage.tsx';

type Loaded = { workId: string | null; initial?: OpenedQrWork; generation: number };

/** /pages/qrcodeEdit/qrcodeEdit[?workId=…]: a new code, or a saved one from the works tab. */
export default function QrcodeEditQrcodeEditPage() {
  const query = usePageQuery();
  const dispatch = useAppDispatch();
  const workId = typeof query.workId === 'string' && query.workId ? query.workId : null;
  const [loaded, setLoaded] = useState<Loaded | null>(workId ? null : { workId: null, generation: 0 });
  useEffect(() => {
    // The editor's own save put this id in the address: it already shows that work.
    if (!workId || loaded?.workId === workId) return;
    let live = true;
    void (async () => {
      const work = await loadQrWork(worksRuntime(), workId);
      if (!live) return;
      if (!work) dispatch(toastShown(qrcodeStrings.qrcode.notFound));
      setLoaded((l) => ({ workId: work ? workId : null, initial: work ?? undefined, generation: (l?.generation ?? 0) + 1 }));
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workId, dispatch]);
  return <PageFrame path="/pages/qrcodeEdit/qrcodeEdit">{loaded ? <QrEditorPage key={loaded.generation} workId={loaded.workId} initial={loaded.initial} onSaved={(id) => setLoaded((l) => (l ? { ...l, workId: id } : l))} /> : null}</PageFrame>;
}
