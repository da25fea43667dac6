// Works worker entry: autosave's data work off the main thread (workers/protocol/works.ts).
// The app creates it with
// new Worker(new URL('./works.worker.ts', import.meta.url), { type: 'module' }).
import { expose } from 'comlink';
import { randomUuid } from '../core/random/random.ts';
import { createIdbWorksRepo } from '../core/storage/idbRepo.ts';
import { timedApi } from '../protocol/timings.ts';
import type { WorksApi } from '../protocol/works.ts';
import { createSaveEngine } from './saveEngine.ts';
import { createThumbnailRenderer } from './thumbnail.ts';

const appRoot = new URL(import.meta.env.BASE_URL, self.location.origin);

/** Ids of copies (a conflict kept both sides): the same shape as the page's (features/works/runtime.ts). */
const newId = () => `w_${randomUuid().replace(/-/g, '')}`;

const engine = createSaveEngine({
  repo: createIdbWorksRepo(),
  newId,
  renderThumb: createThumbnailRenderer((src) => new URL(src, appRoot).href),
});

expose(timedApi('works', engine satisfies WorksApi));
