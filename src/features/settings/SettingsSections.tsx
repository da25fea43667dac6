import { useEffect, useState } from 'react';
import { useAppDispatch, useAppServices } from '../../app/pageApi.ts';
import { toastShown } from '../../app/toast/toastSlice.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { createAppCache, formatBytes } from './appCache.ts';
import './settings.css';

const text = strings.accountPages.settings;

/** Cache size of the service worker's caches and a way to clear them (works are not in them). */
export function CacheSection() {
  const dispatch = useAppDispatch();
  const [cache] = useState(() => createAppCache(window));
  const [size, setSize] = useState<number | null | 'measuring'>('measuring');
  const [clearing, setClearing] = useState(false);
  useEffect(() => {
    let live = true;
    cache
      .size()
      .catch(() => null)
      .then((bytes) => live && setSize(bytes));
    return () => {
      live = false;
    };
  }, [cache]);
  const clear = async () => {
    setClearing(true);
    try {
      await cache.clear();
      setSize(await cache.size().catch(() => null));
      dispatch(toastShown(text.cacheCleared));
    } finally {
      setClearing(false);
    }
  };
  return (
    <section className="set-section" data-testid="set-cache">
      <h2 className="set-section__title">{text.cacheTitle}</h2>
      <div className="set-row">
        <span data-testid="set-cache-size">{size === 'measuring' ? text.cacheMeasuring : size === null ? text.cacheUnavailable : text.cacheSize(formatBytes(size))}</span>
        <Button variant="secondary" disabled={clearing || size === null || size === 'measuring'} onClick={() => void clear()} testId="set-cache-clear">
          {clearing ? text.cacheClearing : text.cacheClear}
        </Button>
      </div>
      <p className="set-note">{text.cacheNote}</p>
    </section>
  );
}

/** JPEG quality of the works tab's downloads (storage `downloadQuality`). */
export function QualitySection() {
  const { storage } = useAppServices();
  const [quality, setQuality] = useState(() => storage.get('downloadQuality'));
  const choose = (value: 'standard' | 'high') => {
    storage.set('downloadQuality', value);
    setQuality(value);
  };
  return (
    <section className="set-section" data-testid="set-quality">
      <h2 className="set-section__title">{text.qualityTitle}</h2>
      <div className="set-choices" role="radiogroup" aria-label={text.qualityTitle}>
        {(['standard', 'high'] as const).map((value) => (
          <button key={value} type="button" role="radio" aria-checked={quality === value} className="set-choice" onClick={() => choose(value)} data-testid={`set-quality-${value}`}>
            {text.quality[value]}
          </button>
        ))}
      </div>
      <p className="set-note">{text.qualityNote}</p>
    </section>
  );
}

/** Whether a works sync says what it did in a toast (storage `syncNotices`). */
export function SyncNoticeSection() {
  const { storage } = useAppServices();
  const [on, setOn] = useState(() => storage.get('syncNotices'));
  const toggle = () => {
    storage.set('syncNotices', !on);
    setOn(!on);
  };
  return (
    <section className="set-section" data-testid="set-sync">
      <h2 className="set-section__title">{text.syncTitle}</h2>
      <button type="button" role="switch" aria-checked={on} className="set-row set-switch" onClick={toggle} data-testid="set-sync-toggle">
        <span>{text.syncLabel}</span>
        <span className="set-switch__track" aria-hidden="true">
          <span className="set-switch__thumb" />
        </span>
      </button>
      <p className="set-note">{text.syncNote}</p>
    </section>
  );
}
