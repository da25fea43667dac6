// Logo worker entry: generated logos and filled templates with their SVG thumbnails, off the
// main thread. Text outlines come from the app's font worker over a MessagePort handed to
// `init` (FontWorkerApi.connect), so one font LRU serves both. See docs/logo-worker.md.
import { expose } from 'comlink';
import { timedApi } from '../protocol/timings.ts';
import type { LogoApi } from '../protocol/logo.ts';
import { createLogoApi } from './api.ts';

expose(timedApi('logo', createLogoApi() satisfies LogoApi));
