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
import type { IntentDef } from './types.ts';

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
};

type Definitions = typeof definitions;

/** Every user action the editor knows: a closed union. */
export type IntentName = keyof Definitions;
export type IntentArgs<N extends IntentName> = Parameters<Definitions[N]['perform']>[1];

/** Keyed by name; the mapped type lets callers pass args typed by the name they chose. */
export type IntentRegistry = { [N in IntentName]: IntentDef<N, IntentArgs<N>> };

export const intents: IntentRegistry = definitions;

export const intentNames = Object.keys(intents) as IntentName[];
