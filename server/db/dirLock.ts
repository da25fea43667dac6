import { open, readFile, rm } from 'node:fs/promises';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>.lock` (beside the directory, so PGlite never sees a stray
 * file in its data dir) holding our pid. A lock left by a dead process is
 * taken over; a live owner (including this process) makes it throw.
 */
export async function acquireDirLock(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${dir.replace(/[/\\]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(`database directory ${dir} is in use by process ${owner} (lock file ${lockPath})`);
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock database directory ${dir} (${lockPath})`);
}
