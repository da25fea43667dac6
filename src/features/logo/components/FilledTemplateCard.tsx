import { useEffect, useRef, useState } from 'react';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { strings } from '../../../shared/strings.ts';
import type { TemplateRecord } from '../../../../workers/core/catalogue/types.ts';
import { logoClient } from '../app/logoWorker.ts';
import type { TitleSlogan } from '../form.ts';
import { LogoThumb } from './LogoThumb.tsx';

/**
 * One-tap creation: a template already carrying the user's words. It is filled only when
 * it scrolls near the screen (each fill fetches the template and lays out two texts), in
 * the logo worker; its SVG is then drawn into a PNG in the thumbnail worker (LogoThumb), so
 * cards arriving while the list scrolls put no SVG on the main thread.
 */
export function FilledTemplateCard({ template, words, onPick }: { template: TemplateRecord; words: TitleSlogan; onPick: (doc: LogoDocument, t: TemplateRecord) => void }) {
  const ref = useRef<HTMLButtonElement | null>(null);
  const [visible, setVisible] = useState(false);
  const [filled, setFilled] = useState<{ key: string; doc: LogoDocument; thumb: string } | null>(null);
  const key = `${template.id}|${words.title}|${words.slogan}`;

  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    }, { rootMargin: '200px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    logoClient().fillTemplate(template.url, words).then(
      ({ doc, thumb }) => live && setFilled({ key, doc, thumb }),
      () => {
        // Left as a placeholder; tapping it falls back to the template sheet.
      },
    );
    return () => {
      live = false;
    };
  }, [visible, template.url, words, key]);

  const ready = filled?.key === key ? filled : null;
  return (
    <button ref={ref} type="button" className="logo-grid__card" data-testid="one-touch-card" data-id={template.id} data-ready={ready ? 'true' : 'false'} disabled={!ready} onClick={() => ready && onPick(ready.doc, template)}>
      {ready ? <LogoThumb src={ready.thumb} alt={strings.logo.list.thumbAlt(template.name)} /> : <span className="logo-thumb logo-thumb--skeleton" />}
      <span className="logo-grid__name">{template.name}</span>
    </button>
  );
}
