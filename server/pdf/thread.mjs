// Entry of the vector→PDF worker thread (server/jobs/threadRunner.ts): a fresh
// thread has no TypeScript loader, so it registers tsx before the job code.
import { register } from 'tsx/esm/api';

register();
const { servePdfJobs } = await import('./threadMain.ts');
servePdfJobs();
