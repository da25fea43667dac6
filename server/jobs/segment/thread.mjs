// Entry of the segmentation worker thread (server/jobs/threadRunner.ts). A
// fresh thread has no TypeScript loader, so it registers tsx before importing
// the job code, whether the server runs under tsx or vitest.
import { register } from 'tsx/esm/api';

register();
const { serveSegmentJobs } = await import('./threadMain.ts');
serveSegmentJobs();
