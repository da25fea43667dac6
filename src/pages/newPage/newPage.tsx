import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '../../app/pageApi.ts';
import { CANVAS_MAX, CANVAS_MIN, createDocument } from '../../../workers/core/model/index.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { useOpenLogo } from '../../features/logo/hooks/useOpenLogo.ts';
import '../../features/logo/components/logo.css';

const SIZES = [
  { key: 'logo', width: 1000, height: 1000 },
  { key: 'wide', width: 1200, height: 800 },
  { key: 'tall', width: 800, height: 1200 },
  { key: 'card', width: 1000, height: 600 },
  { key: 'banner', width: 1500, height: 500 },
] as const;

const validSide = (n: number) => Number.isInteger(n) && n >= CANVAS_MIN && n <= CANVAS_MAX;

/** New work: a blank canvas of a chosen size, or a start from AI design or a template. */
export default function NewPageNewPagePage() {
  const { openDocument } = useOpenLogo();
  const [width, setWidth] = useState('1000');
  const [height, setHeight] = useState('1000');
  const [error, setError] = useState<string | null>(null);
  const t = strings.logo.newPage;
  const open = (w: number, h: number) => openDocument(createDocument({ size: { width: w, height: h } }), { from: 'newPage' });
  const custom = () => {
    const w = Number(width);
    const h = Number(height);
    if (!validSide(w) || !validSide(h)) {
      setError(t.invalidSize(CANVAS_MIN, CANVAS_MAX));
      return;
    }
    setError(null);
    open(w, h);
  };
  return (
    <PageFrame path="/pages/newPage/newPage">
      <div className="logo-page">
        <h2 className="logo-section-title">{t.heading}</h2>
        <ul className="logo-size-list">
          {SIZES.map((size) => (
            <li key={size.key}>
              <Button variant="secondary" className="logo-size" onClick={() => open(size.width, size.height)} testId={`new-size-${size.key}`}>
                {t.sizes[size.key]}
              </Button>
            </li>
          ))}
        </ul>
        <h2 className="logo-section-title">{t.custom}</h2>
        <div className="logo-search">
          <input className="logo-search__input" inputMode="numeric" aria-label={t.width} placeholder={t.width} value={width} onChange={(e) => setWidth(e.target.value.replace(/\D/g, ''))} data-testid="new-width" />
          <input className="logo-search__input" inputMode="numeric" aria-label={t.height} placeholder={t.height} value={height} onChange={(e) => setHeight(e.target.value.replace(/\D/g, ''))} data-testid="new-height" />
        </div>
        {error ? (
          <p className="logo-form__error" role="alert" data-testid="new-error">
            {error}
          </p>
        ) : null}
        <div className="logo-actions">
          <Button onClick={custom} testId="new-create">
            {t.create}
          </Button>
        </div>
        <h2 className="logo-section-title">{t.orStart}</h2>
        <div className="logo-chips">
          <Link to="/pages/aiDesign/aiDesign" className="logo-chip" data-testid="new-ai">
            {t.ai}
          </Link>
          <Link to="/pages/template/template" className="logo-chip" data-testid="new-template">
            {t.template}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
