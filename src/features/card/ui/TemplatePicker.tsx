import { memo, useEffect, useState } from 'react';
import { useAppServices } from '../../../app/pageApi.ts';
import { cardStrings } from '../../../shared/strings/card.ts';
import { CARD_PAGE_SIZE, fetchCardCategories, fetchCardTemplates, type CardCategory, type CardTemplateRecord } from '../api.ts';

const t = cardStrings.card;

/** Card templates by category (`/api/sys/get?k=card_category`, `/api/cards/list`, 20 a page). */
export const TemplatePicker = memo(function TemplatePicker({ selected, onPick }: { selected: string | null; onPick: (record: CardTemplateRecord) => void }) {
  const { api } = useAppServices();
  const [categories, setCategories] = useState<CardCategory[]>([]);
  const [category, setCategory] = useState<number | null>(null);
  const [list, setList] = useState<CardTemplateRecord[]>([]);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    fetchCardCategories(api, abort.signal).then(setCategories, () => undefined);
    return () => abort.abort();
  }, [api]);

  useEffect(() => {
    const abort = new AbortController();
    setStatus('loading');
    fetchCardTemplates(api, category, page, abort.signal).then(
      (reply) => {
        setList((l) => (page === 1 ? reply.list : [...l, ...reply.list]));
        setTotal(reply.total);
        setStatus('ready');
      },
      () => !abort.signal.aborted && setStatus('failed'),
    );
    return () => abort.abort();
  }, [api, category, page, attempt]);

  const choose = (id: number | null) => {
    setCategory(id);
    setPage(1);
    setList([]);
  };
  return (
    <section className="card-section" aria-label={t.sections.templates}>
      <h2 className="card-heading">{t.sections.templates}</h2>
      <div className="card-chips" role="tablist">
        {[{ id: null as number | null, name: t.allCategories }, ...categories].map((c) => (
          <button key={c.id ?? 'all'} type="button" role="tab" aria-selected={category === c.id} className={`card-chip${category === c.id ? ' is-on' : ''}`} data-testid={`card-category-${c.id ?? 'all'}`} onClick={() => choose(c.id)}>
            {c.name}
          </button>
        ))}
      </div>
      <div className="card-templates">
        {list.map((record) => (
          <button key={record.id} type="button" className={`card-template${selected === record.id ? ' is-on' : ''}`} data-testid="card-template" data-template={record.id} aria-label={record.name} onClick={() => onPick(record)}>
            <img src={`${import.meta.env.BASE_URL}${record.thumb}`} alt="" loading="lazy" width={150} height={90} />
          </button>
        ))}
      </div>
      {status === 'loading' ? <p className="card-note">{t.loading}</p> : null}
      {status === 'failed' ? (
        <p className="card-problem" role="alert">
          {t.templatesFailed}{' '}
          <button type="button" className="card-chip" onClick={() => setAttempt((a) => a + 1)}>
            {t.retry}
          </button>
        </p>
      ) : null}
      {status === 'ready' && list.length < total && list.length >= page * CARD_PAGE_SIZE ? (
        <button type="button" className="card-more" data-testid="card-templates-more" onClick={() => setPage((p) => p + 1)}>
          {t.more}
        </button>
      ) : null}
    </section>
  );
});
