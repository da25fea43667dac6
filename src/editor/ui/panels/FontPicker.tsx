import { useEffect, useState } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { TextLayer } from '../../../../workers/core/model/index.ts';
import { useEditorPorts, type EditorPorts } from '../editorPorts.tsx';
import { useEditorSession } from '../EditorSessionContext.tsx';
import { useRunIntent } from '../hooks.ts';
import type { FontChoice } from '../../workers/fontClient.ts';

type CatalogueState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; fonts: FontChoice[] };

const matches = (font: FontChoice, name: string) => {
  const n = name.trim().toLowerCase();
  return n === '' ? font.default : [font.id, font.name, font.family].some((v) => v.toLowerCase() === n);
};

/** The font worker's catalogue with generated previews; tapping one re-outlines the text. */
export function FontPicker({ layer }: { layer: TextLayer }) {
  const { font } = useEditorSession();
  const run = useRunIntent();
  const [state, setState] = useState<CatalogueState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { loadVipFonts, looksVip, Upsell, VipBadge } = useEditorPorts();
  const [vipFonts, setVipFonts] = useState<Awaited<ReturnType<EditorPorts['loadVipFonts']>> | null>(null);
  const [explained, setExplained] = useState<string | null>(null);

  // The badges come from the server's list; without it the picker works as before (the server still checks at export).
  useEffect(() => {
    let live = true;
    loadVipFonts().then(
      (catalogue) => live && setVipFonts(catalogue),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadVipFonts]);

  useEffect(() => {
    let live = true;
    font.catalogue().then(
      (fonts) => {
        if (live) setState({ kind: 'ready', fonts });
        // While the user looks at the previews: each font's slice table, so a tapped font draws sooner.
        font.prefetchManifests().catch(() => undefined);
      },
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [font, attempt]);

  if (state.kind === 'loading') return <p className="ed-hint">{strings.editor.text.fontLoading}</p>;
  if (state.kind === 'failed') {
    return (
      <button
        type="button"
        className="ed-chip"
        data-testid="font-retry"
        onClick={() => {
          setState({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      >
        {strings.editor.text.fontFailed}
      </button>
    );
  }
  return (
    <div className="ed-field">
      <span className="ed-field__label">{strings.editor.text.font}</span>
      <div className="ed-fonts" role="listbox" aria-label={strings.editor.text.font} data-testid="font-picker">
        {state.fonts.map((entry) => {
          const selected = matches(entry, layer.fontName);
          return (
            <button
              key={entry.id}
              type="button"
              role="option"
              aria-selected={selected}
              className={`ed-font${selected ? ' is-on' : ''}`}
              data-testid={`font-${entry.id}`}
              onClick={() => {
                run('layer/set', { ids: [layer.id], type: 'text', props: { fontName: entry.name } });
                // A free user may try a VIP font on the canvas; downloading it needs VIP, said now rather than at export.
                const vipOnly = vipFonts?.isVipFont(entry.id) ?? false;
                const member = looksVip();
                setExplained(vipOnly && !member ? entry.name : null);
              }}
            >
              <img src={entry.thumbUrl} alt={entry.name} loading="lazy" />
              {vipFonts?.isVipFont(entry.id) ? <VipBadge /> : null}
            </button>
          );
        })}
      </div>
      {explained ? (
        <Upsell title={strings.vip.fontTitle} message={strings.vip.fontBody(explained)} onClose={() => setExplained(null)} />
      ) : null}
    </div>
  );
}
