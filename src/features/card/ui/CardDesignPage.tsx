import { useCallback, useState } from 'react';
import { useAppNavigator } from '../../../app/pageApi.ts';
import { cardStrings } from '../../../shared/strings/card.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useCardEditorPorts } from '../cardPorts.ts';
import { useCardDesign, type Side } from '../useCardDesign.ts';
import type { CardWork } from '../work.ts';
import { BackOptions } from './BackOptions.tsx';
import { FieldsForm } from './FieldsForm.tsx';
import { SideEditor } from './SideEditor.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';
import './card.css';

const t = cardStrings.card;
export const CARD_PREVIEW_PATH = '/pages/cardDesign/cardPreview';

type Tab = 'setup' | Side;

/** /pages/cardDesign/cardDesign once its work (if any) is read: template, fields, the editor per side. */
export function CardDesignPage({ work, workId, onSaved }: { work: CardWork | null; workId: string | null; onSaved: (id: string) => void }) {
  const navigator = useAppNavigator();
  const design = useCardDesign({ work, workId }, onSaved);
  const { state } = design;
  const [tab, setTab] = useState<Tab>(work ? 'front' : 'setup');
  const ports = useCardEditorPorts(design.workId);
  const { save } = design;
  const preview = useCallback(() => {
    void save(true).then((id) => {
      if (id) navigator.go(CARD_PREVIEW_PATH, { query: { workId: id } });
    });
  }, [navigator, save]);
  const pick = design.pickTemplate;
  const onPick = useCallback((record: Parameters<typeof pick>[0]) => void pick(record).then(() => setTab('front')), [pick]);
  const busy = state.busy !== null;
  const side = tab === 'setup' || !state.sides ? null : state.sides[tab];

  return (
    <div className="card-page" data-testid="card-design">
      <div className="card-tabs" role="tablist">
        {(['setup', 'front', 'back'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} disabled={key !== 'setup' && !state.sides} className={`card-tab${tab === key ? ' is-on' : ''}`} data-testid={`card-tab-${key}`} onClick={() => setTab(key)}>
            {key === 'setup' ? t.sections.fields : t.sides[key]}
          </button>
        ))}
        <button type="button" className="card-tab card-tab--action" disabled={!state.sides || state.saving} data-testid="card-save" onClick={() => void save(false)}>
          {state.saving ? t.saving : t.save}
        </button>
      </div>
      {state.busy ? (
        <p className="card-busy" role="status" data-testid="card-busy">
          {state.busy}
        </p>
      ) : null}
      {tab === 'setup' ? (
        <div className="card-setup">
          <FieldsForm fields={state.fields} errors={state.errors} disabled={busy} onApply={(fields) => void design.applyFields(fields).then((ok) => ok && state.sides && setTab('front'))} />
          <BackOptions backStyle={state.backStyle} logo={state.logo} disabled={busy} onChange={(style, logo) => void design.changeBack(style, logo)} />
          <TemplatePicker selected={state.templateId} onPick={onPick} />
          {state.sides ? (
            <div className="card-actions">
              <Button variant="secondary" testId="card-preview" onClick={preview}>
                {t.preview}
              </Button>
            </div>
          ) : (
            <p className="card-note">{t.noTemplate}</p>
          )}
        </div>
      ) : side ? (
        <div className="card-editor" data-testid={`card-editor-${tab}`}>
          <SideEditor key={tab} side={side} ports={ports} onPreview={preview} />
        </div>
      ) : null}
    </div>
  );
}
