// Works worker entry: autosave's data work off the main thread (workers/protocol/works.ts).
// The app creates it with
// new Worker(new URL('../../workers/works/works.worker.ts', import.meta.url), { type: 'module' }).
import { expose } from 'comlink';
import { randomUuid } from '../../src/services/random.ts';
import { createIdbWorksRepo } from '../../src/services/worksDb/idbRepo.ts';
import { timedApi } from '../protocol/timings';
import type { WorksApi } from '../protocol/works';
import { createSaveEngine } from './save-engine';
import { createThumbnailRenderer } from './thumbnail';

const appRoot = new URL(import.meta.env.BASE_URL, self.location.origin);

/** Ids of copies (a conflict kept both sides): the same shape as the page's (features/works/runtime.ts). */
const newId = () => `w_${randomUuid().replace(/-/g, '')}`;

const engine = createSaveEngine({
  repo: createIdbWorksRepo(),
  newId,
  renderThumb: createThumbnailRenderer((src) => new URL(src, appRoot).href),
});

expose(timedApi('works', engine satisfies WorksApi));
