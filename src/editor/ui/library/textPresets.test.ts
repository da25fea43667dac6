import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer } from '../../../../workers/core/model/index.ts';
import { createTestEditor } from '../../testing/createTestEditor.ts';
import { placedPresetLayers, presetSteps, TEXT_PRESETS } from './textPresets.ts';

const centre = { x: 500, y: 500 };

describe('text presets (Add → 文案)', () => {
  it('every preset has a title, a subtitle and a slogan', () => {
    for (const preset of TEXT_PRESETS) expect(preset.lines.map((l) => l.role)).toEqual(['title', 'subtitle', 'slogan']);
  });

  it('a preset is one undo step: one undo removes all its lines, one redo brings them back grouped and selected', () => {
    const editor = createTestEditor({ layers: [createLayer('square', { id: 'a', x: 100, y: 100, width: 100, height: 100 })] });
    const before = editor.doc();
    const layers = placedPresetLayers(TEXT_PRESETS[0]!, before, centre);
    expect(editor.run('edit/batch', { steps: presetSteps(layers) }).ok).toBe(true);
    const ids = layers.map((l) => l.id);
    expect(editor.doc().layers.slice(-3).map((l) => l.id)).toEqual(ids);
    expect(new Set(editor.doc().layers.slice(-3).map((l) => l.group)).size).toBe(1);
    expect([...editor.selection()].sort()).toEqual([...ids].sort());
    expect(editor.past()).toBe(1);

    editor.undo();
    expect(editor.doc()).toEqual(before);
    expect(editor.rendered()).toEqual(before);
    editor.redo();
    expect(editor.doc().layers.slice(-3).map((l) => l.id)).toEqual(ids);
    expect([...editor.selection()].sort()).toEqual([...ids].sort());
  });

  it('a batch whose step refuses changes nothing and records nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TEXT_PRESETS.length - 1 }), fc.integer({ min: 0, max: 2 }), (which, broken) => {
        const editor = createTestEditor();
        const before = editor.doc();
        const layers = placedPresetLayers(TEXT_PRESETS[which]!, before, centre);
        const bad = layers.map((l, i) => (i === broken ? { ...l, fill: 'not-a-colour' } : l));
        const result = editor.run('edit/batch', { steps: presetSteps(bad) });
        expect(result.ok).toBe(false);
        expect(editor.doc()).toBe(before);
        expect(editor.past()).toBe(0);
      }),
      { numRuns: 30 },
    );
  });

  it('places the block off a layer already centred where the user looks, keeping the lines stacked', () => {
    const editor = createTestEditor();
    const first = placedPresetLayers(TEXT_PRESETS[1]!, editor.doc(), centre);
    editor.run('edit/batch', { steps: presetSteps(first) });
    const second = placedPresetLayers(TEXT_PRESETS[1]!, editor.doc(), centre);
    expect(second[0]!.y).not.toBe(first[0]!.y);
    expect(second.map((l) => l.y - second[0]!.y)).toEqual(first.map((l) => l.y - first[0]!.y));
  });
});
