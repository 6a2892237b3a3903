import { useEffect, useState } from 'react';
import { useNavigate } from '@shop/shared/router';
import { formatDate } from '@shop/shared/format';
import { HtmlContent } from '@shop/shared/ui';
import type { OverlayState } from './ContentOverlays';
import type { Popup } from './popups';
import type { Promotion } from '@shop/shared';
import './overlays.css';

const mediaUrl = (path: string, filter: string) => `/media/cache/resolve/${filter}/${path}`;

function discountPercent(fraction: number): string {
  return `${String(Math.round(fraction * 1000) / 10).replace('.', ',')}\u00a0%`;
}

interface Props {
  state: OverlayState;
  onClosePopup: () => void;
  onCloseToast: () => void;
  onOpenPromotion: (promotion: Promotion) => void;
  onCloseModal: () => void;
}

function Dialog({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className="overlay-backdrop">
      <div
        className={wide ? 'overlay-dialog overlay-dialog-wide' : 'overlay-dialog'}
        role="dialog"
        aria-modal="true"
        aria-label={label}
      >
        {children}
      </div>
    </div>
  );
}

function PopupDialog({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  return (
    <Dialog label={popup.title}>
      {popup.mainImage && <img className="overlay-image" src={mediaUrl(popup.mainImage, 'card')} alt="" />}
      <h2>{popup.title}</h2>
      <HtmlContent html={popup.content} />
      <div className="overlay-buttons">
        <button type="button" className="overlay-button" onClick={onClose}>
          Закрыть
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The promotion modal (SPEC §3): the default variant shows the image, title, description, 'Закрыть' and
 * 'Подробнее...'; a promotion without an image gets the wide variant: 'Акция!', the discount, 'Сроки
 * проведения' and the description.
 */
function PromotionDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const navigate = useNavigate();
  const more = () => {
    onClose();
    void navigate(`/actions/${promotion.slug}`);
  };
  const buttons = (
    <div className="overlay-buttons">
      <button type="button" className="overlay-button overlay-button-plain" onClick={onClose}>
        Закрыть
      </button>
      <button type="button" className="overlay-button" onClick={more}>
        Подробнее...
      </button>
    </div>
  );
  if (!promotion.image) {
    return (
      <Dialog label="Акция!" wide>
        <h2>Акция!</h2>
        <p className="overlay-title">{promotion.title}</p>
        {promotion.discount > 0 && (
          <p className="overlay-discount">Скидка {discountPercent(promotion.discount)}</p>
        )}
        <p>
          Сроки проведения: {formatDate(promotion.startAt)} — {formatDate(promotion.endAt)}
        </p>
        <HtmlContent html={promotion.description} />
        {buttons}
      </Dialog>
    );
  }
  return (
    <Dialog label={promotion.title}>
      <img className="overlay-image" src={mediaUrl(promotion.image, 'card')} alt="" />
      <h2>{promotion.title}</h2>
      <HtmlContent html={promotion.description} />
      {buttons}
    </Dialog>
  );
}

/** The toast cycles through the promotions every `toastChangeTime` seconds; a click opens the modal. */
function PromotionToast({
  promotions,
  seconds,
  width,
  onOpen,
  onClose,
}: {
  promotions: Promotion[];
  seconds: number;
  width: number;
  onOpen: (promotion: Promotion) => void;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (promotions.length < 2) return undefined;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % promotions.length),
      Math.max(1, seconds) * 1000,
    );
    return () => clearInterval(timer);
  }, [promotions.length, seconds]);
  const promotion = promotions[index % promotions.length];
  if (!promotion) return null;
  return (
    <div className="promotion-toast" role="status" style={{ width }}>
      <button type="button" className="promotion-toast-body" onClick={() => onOpen(promotion)}>
        <span className="promotion-toast-label">Акция</span>
        <span className="promotion-toast-title">{promotion.title}</span>
        {promotion.discount > 0 && (
          <span className="overlay-discount">−{discountPercent(promotion.discount)}</span>
        )}
      </button>
      <button type="button" className="promotion-toast-close" aria-label="Закрыть" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

export default function OverlayViews({
  state,
  onClosePopup,
  onCloseToast,
  onOpenPromotion,
  onCloseModal,
}: Props) {
  return (
    <>
      {state.toast && (
        <PromotionToast
          promotions={state.toast}
          seconds={state.toastChangeSeconds}
          width={state.toastWidth}
          onOpen={onOpenPromotion}
          onClose={onCloseToast}
        />
      )}
      {state.modal ? (
        <PromotionDialog promotion={state.modal} onClose={onCloseModal} />
      ) : (
        state.popup && <PopupDialog popup={state.popup} onClose={onClosePopup} />
      )}
    </>
  );
}
