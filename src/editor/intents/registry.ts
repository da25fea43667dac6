import { addLayer } from './addLayer.ts';
import { align } from './align.ts';
import { canvasSize } from './canvasSize.ts';
import { distribute } from './distribute.ts';
import { duplicate } from './duplicate.ts';
import { flip } from './flip.ts';
import { group } from './group.ts';
import { hide } from './hide.ts';
import { imageMask } from './imageMask.ts';
import { lock } from './lock.ts';
import { move } from './move.ts';
import { pictureStored } from './pictureStored.ts';
import { regenerate } from './regenerate.ts';
import { removeLayers } from './removeLayers.ts';
import { reorder } from './reorder.ts';
import { replaceText } from './replaceText.ts';
import { resize } from './resize.ts';
import { rotate } from './rotate.ts';
import { scale } from './scale.ts';
import { select } from './select.ts';
import { selectAll } from './selectAll.ts';
import { setProps } from './setProps.ts';
import { textOutline } from './textOutline.ts';
import { toggleSelect } from './toggleSelect.ts';
import { ungroup } from './ungroup.ts';
import { defineIntent, type IntentDef } from './types.ts';

const definitions = {
  [addLayer.name]: addLayer,
  [removeLayers.name]: removeLayers,
  [select.name]: select,
  [toggleSelect.name]: toggleSelect,
  [selectAll.name]: selectAll,
  [move.name]: move,
  [resize.name]: resize,
  [rotate.name]: rotate,
  [scale.name]: scale,
  [flip.name]: flip,
  [reorder.name]: reorder,
  [align.name]: align,
  [distribute.name]: distribute,
  [group.name]: group,
  [ungroup.name]: ungroup,
  [lock.name]: lock,
  [hide.name]: hide,
  [duplicate.name]: duplicate,
  [setProps.name]: setProps,
  [canvasSize.name]: canvasSize,
  [replaceText.name]: replaceText,
  [textOutline.name]: textOutline,
  [pictureStored.name]: pictureStored,
  [imageMask.name]: imageMask,
  [regenerate.name]: regenerate,
};

type Single = typeof definitions;
type SingleName = keyof Single;

/** Intents a batch may hold: not derived data (amend) nor the canvas size (reset), checked again at run time. */
type BatchableName = Exclude<SingleName, 'canvas/resize' | 'text/outline' | 'picture/stored'>;

/** One step of a batch: an intent and its args, typed by the name. */
export type BatchStep = { [N in BatchableName]: { name: N; args: Parameters<Single[N]['perform']>[1] } }[BatchableName];

const BATCHABLE = new Set<string>(Object.values(definitions).filter((d) => d.history !== 'amend' && d.history !== 'reset').map((d) => d.name));

/**
 * Several user actions as ONE undo step (issue 26: a text preset adds three lines, groups and
 * selects them; three undo steps for one tap was wrong). Each step runs on the same draft in
 * order, so a later step sees the earlier ones' layers; a step that refuses refuses the whole
 * batch and nothing changes. Defined here, beside the registry, because it runs the others.
 */
export const batch = defineIntent<{ steps: readonly BatchStep[] }>()({
  name: 'edit/batch',
  history: 'record',
  perform(draft, { steps }) {
    for (const step of steps) {
      if (!BATCHABLE.has(step.name)) throw new Error(`Intent ${step.name} cannot run in a batch`);
      const intent = definitions[step.name] as IntentDef<string, unknown>;
      intent.perform(draft, step.args);
    }
  },
});

const allDefinitions = { ...definitions, [batch.name]: batch };

type Definitions = typeof allDefinitions;

/** Every user action the editor knows: a closed union. */
export type IntentName = keyof Definitions;
export type IntentArgs<N extends IntentName> = Parameters<Definitions[N]['perform']>[1];

/** Keyed by name; the mapped type lets callers pass args typed by the name they chose. */
export type IntentRegistry = { [N in IntentName]: IntentDef<N, IntentArgs<N>> };

export const intents: IntentRegistry = allDefinitions;

export const intentNames = Object.keys(intents) as IntentName[];
