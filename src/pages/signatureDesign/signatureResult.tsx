import { memo, useEffect, useState } from 'react';
import { PageFrame, usePageQuery } from '../../app/pageApi.ts';
import { signatureStrings } from '../../shared/strings/signature.ts';
import { useReachBottom } from '../../features/logo/hooks/useReachBottom.ts';
import { checkName } from '../../features/signature/name.ts';
import { STYLES_PAGE_SIZE } from '../../features/signature/styles.ts';
import { useSignatureGrid, type StyleCard } from '../../features/signature/useSignatureGrid.ts';
import { SignatureActions } from '../../features/signature/ui/SignatureActions.tsx';
import '../../features/signature/ui/signature.css';

const t = signatureStrings.signature;
/** Spec: signature result loads more when the list is within 50 px of the bottom. */
const REACH_BOTTOM = 50;

/** One style; memoised, so a card drawn re-renders that card only, not the grid. */
const Card = memo(function Card({ card, chosen, onChoose }: { card: StyleCard; chosen: boolean; onChoose: (card: StyleCard) => void }) {
  return (
    <li>
      <button type="button" className="sign-card" aria-pressed={chosen} data-testid="sign-card" data-ready={card.url ? '1' : '0'} onClick={() => onChoose(card)}>
        {card.url ? (
          <img className="sign-card__image" src={card.url} alt={`${t.fonts[card.style.font]} ${t.layouts[card.style.layout]}`} decoding="async" />
        ) : (
          <span className="sign-card__pending">{card.failed ? t.failedCard : t.drawing}</span>
        )}
        <span className="sign-card__caption">
          {t.fonts[card.style.font]} · {t.layouts[card.style.layout]}
        </span>
      </button>
    </li>
  );
});

function Grid({ name, script }: { name: string; script: 'han' | 'latin' | 'mixed' }) {
  const cards = useSignatureGrid(name, script);
  const [pages, setPages] = useState(1);
  const [chosen, setChosen] = useState<StyleCard | null>(null);
  // The cards mount after the page's first frame: the tap that opened the page swaps the page
  // and lays it out in one task, and with the cards in it too that task was long at low-end
  // (a 4× trace: ~80 ms of render and layout). The styles are being drawn meanwhile.
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setFramed(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const shown = framed ? cards.slice(0, pages * STYLES_PAGE_SIZE) : [];
  const more = framed && shown.length < cards.length;
  const sentinel = useReachBottom<HTMLDivElement>(() => setPages((p) => p + 1), { distance: REACH_BOTTOM, enabled: more });
  const live = chosen ? (cards.find((c) => c.style.id === chosen.style.id) ?? chosen) : null;
  return (
    <>
      <h2 className="sign-label">{t.resultTitle(name)}</h2>
      <ul className="sign-grid" data-testid="sign-grid">
        {shown.map((card) => (
          <Card key={card.style.id} card={card} chosen={live?.style.id === card.style.id} onChoose={setChosen} />
        ))}
      </ul>
      <div ref={sentinel} />
      <p className="sign-status" data-testid="sign-status">
        {t.count(shown.length, cards.length)} · {more ? t.loadMore : t.allShown}
      </p>
      {live ? (
        <div className="sign-sheet" role="dialog" aria-label={t.actionsTitle} data-testid="sign-sheet">
          <div className="sign-sheet__head">
            <strong>
              {t.fonts[live.style.font]} · {t.layouts[live.style.layout]}
            </strong>
            <button type="button" className="sign-chip" data-testid="sign-sheet-close" onClick={() => setChosen(null)}>
              {t.close}
            </button>
          </div>
          {live.url ? <img className="sign-sheet__preview" src={live.url} alt="" /> : null}
          <SignatureActions doc={live.doc} name={name} />
        </div>
      ) : null}
    </>
  );
}

/** /pages/signatureDesign/signatureResult?name=…: the styles for a name, 12 per page. */
export default function SignatureDesignSignatureResultPage() {
  const query = usePageQuery();
  const checked = checkName(query.name ?? '');
  return (
    <PageFrame path="/pages/signatureDesign/signatureResult">
      <div className="sign-page">
        {checked.ok ? (
          <Grid key={checked.name} name={checked.name} script={checked.script} />
        ) : (
          <p className="sign-error" role="alert" data-testid="sign-bad-name">
            {t.badName}
          </p>
        )}
      </div>
    </PageFrame>
  );
}
