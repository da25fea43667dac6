import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { announcementClosed, selectAnnouncement } from './modalSlice.ts';

/** Spec section 1: title 公告, the notice, one button 我知道了, no cancel. */
export function AnnouncementModal() {
  const announcement = useAppSelector(selectAnnouncement);
  const dispatch = useAppDispatch();
  if (!announcement) return null;
  return (
    <Modal
      title={strings.announcement.title}
      testId="modal"
      actions={
        <Button onClick={() => dispatch(announcementClosed())} testId="modal-confirm">
          {strings.announcement.confirm}
        </Button>
      }
    >
      <p className="announcement__text" data-testid="modal-text">
        {announcement.text}
      </p>
    </Modal>
  );
}
