import { memo } from 'react';
import { strings } from '../../shared/strings.ts';
import { selectActiveLayer, selectSelectedIds } from '../store/index.ts';
import { useEditorSelector } from './hooks.ts';
import type { Layer } from '../../../workers/core/model/index.ts';
import { AddPanel } from './panels/AddPanel.tsx';
import { ArrangePanel } from './panels/ArrangePanel.tsx';
import { CanvasPanel } from './panels/CanvasPanel.tsx';
import { EffectsPanel } from './panels/EffectsPanel.tsx';
import { LayerList } from './panels/LayerList.tsx';
import { StylePanel } from './panels/StylePanel.tsx';
import { TextPanel } from './panels/TextPanel.tsx';

export type PanelTab = 'add' | 'style' | 'text' | 'effects' | 'arrange' | 'layers' | 'canvas';

/** Tabs that make sense for what is selected; layer tabs need a layer (text needs text). */
export function tabsFor(active: Layer | null): PanelTab[] {
  if (!active) return ['add', 'layers', 'canvas'];
  const layerTabs: PanelTab[] = active.type === 'text' ? ['text', 'style', 'effects', 'arrange'] : ['style', 'effects', 'arrange'];
  return ['add', ...layerTabs, 'layers', 'canvas'];
}

interface PropertyPanelProps {
  tab: PanelTab;
  onTab(tab: PanelTab): void;
  onAdded(layer: Layer): void;
}

/** The bottom sheet: one tab strip, one panel at a time (a phone has room for one). */
export const PropertyPanel = memo(function PropertyPanel({ tab, onTab, onAdded }: PropertyPanelProps) {
  const lastClicked = useEditorSelector(selectActiveLayer);
  const selection = useEditorSelector(selectSelectedIds);
  // The panel shows the last tapped layer while it is still selected.
  const active = lastClicked && selection.includes(lastClicked.id) ? lastClicked : null;
  const tabs = tabsFor(active);
  const shown = tabs.includes(tab) ? tab : 'add';
  return (
    <section className="ed-dock">
      <div className="ed-tabs" role="tablist">
        {tabs.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={shown === key} className={`ed-tab${shown === key ? ' is-on' : ''}`} data-testid={`editor-tab-${key}`} onClick={() => onTab(key)}>
            {strings.editor.tabs[key]}
          </button>
        ))}
      </div>
      <div className="ed-dock__body" role="tabpanel">
        {shown === 'add' ? <AddPanel onAdded={onAdded} /> : null}
        {shown === 'text' && active?.type === 'text' ? <TextPanel layer={active} /> : null}
        {shown === 'style' && active ? <StylePanel layer={active} /> : null}
        {shown === 'effects' && active ? <EffectsPanel layer={active} /> : null}
        {shown === 'arrange' ? <ArrangePanel selection={selection} active={active} /> : null}
        {shown === 'layers' ? <LayerList /> : null}
        {shown === 'canvas' ? <CanvasPanel /> : null}
      </div>
    </section>
  );
});
