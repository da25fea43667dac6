import type { ComponentProps, ReactNode } from 'react';
import { ImagePicker } from './ImagePicker.tsx';
import { TaskStatus, ToolNotice } from './TaskStatus.tsx';
import type { LoadedImage } from '../../../workers/protocol/image.ts';
import type { ToolPhoto } from './useToolPhoto.ts';
import './imageTools.css';

/**
 * The page every single-photo tool shares: the big picker until a photo is in, then the tool's
 * own stage and controls with a small "another photo" picker under them, and the dock at the
 * bottom (progress with cancel, the failure, the last note) where the eye is after a tap.
 */
export function ImageToolFrame({ photo, onLoaded, testId, ready = photo.image !== null, busy = false, empty, after, dock, status, children }: {
  photo: ToolPhoto;
  /** A new photo is in: the tool starts over for it. */
  onLoaded?: (loaded: LoadedImage) => void | Promise<void>;
  testId: string;
  /** The tool's stage can show (a photo is in and the tool's own state for it is set). */
  ready?: boolean;
  /** A job of the tool runs: the small picker waits for it. */
  busy?: boolean;
  /** Shown under the big picker. */
  empty?: ReactNode;
  /** Shown under the small picker. */
  after?: ReactNode;
  /** Above the task line in the dock (the cloud status of 抠图). */
  dock?: ReactNode;
  status: ComponentProps<typeof TaskStatus>;
  children: ReactNode;
}) {
  const { loadTask, pick, reject, notice } = photo;
  const onFiles = async (files: File[]) => {
    const loaded = await pick(files);
    if (loaded) await onLoaded?.(loaded);
  };
  return (
    <div className="img-tool" data-testid={testId}>
      {!ready ? (
        <>
          <ImagePicker onFiles={onFiles} disabled={loadTask.busy} onReject={reject} />
          {empty}
        </>
      ) : (
        <>
          {children}
          <div className="img-row">
            <ImagePicker compact onFiles={onFiles} disabled={loadTask.busy || busy} onReject={reject} />
          </div>
          {after}
        </>
      )}
      <div className="img-dock">
        {dock}
        <TaskStatus {...status} />
        <ToolNotice notice={notice} error={status.error} />
      </div>
    </div>
  );
}
