import { useSelector } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks.ts';
import { selectAnnouncement } from '../../app/modal/modalSlice.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { PopupRootState } from './popupListeners.ts';
import { popupAccepted, popupClosed, selectOpenPopup } from './popupSlice.ts';
import './popups.css';

const text = strings.popups;

function localDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The offer on screen: texts from the server's config, price from its package. Waits behind the 公告. */
export function PopupHost() {
  const popup = useSelector((state: PopupRootState) => selectOpenPopup(state));
  const announcement = useAppSelector(selectAnnouncement);
  const dispatch = useAppDispatch();
  if (!popup || announcement) return null;
  const pack = popup.package;
  return (
    <Modal
      title={popup.title}
      testId={`popup-${popup.kind}`}
      onClose={() => dispatch(popupClosed())}
      closeLabel={text.close}
      actions={
        <>
          <Button onClick={() => dispatch(popupAccepted())} testId="popup-accept">
            {popup.button}
          </Button>
          <button type="button" className="popup-decline" onClick={() => dispatch(popupClosed())} data-testid="popup-close">
            {text.decline}
          </button>
        </>
      }
    >
      {popup.image ? <img className="popup-image" src={popup.image} alt="" /> : null}
      <p className="popup-body">{popup.body}</p>
      <div className="popup-offer">
        <span className="popup-offer__name">{pack.name}</span>
        <span className="popup-offer__price" data-testid="popup-price">
          {text.price(pack.price)}
        </span>
        {pack.unitPrice !== pack.price ? <s className="popup-offer__original">{text.original(pack.unitPrice)}</s> : null}
      </div>
      {popup.ends_at ? (
        <p className="popup-ends" data-testid="popup-ends">
          {text.endsAt(localDateTime(popup.ends_at))}
        </p>
      ) : null}
    </Modal>
  );
}
