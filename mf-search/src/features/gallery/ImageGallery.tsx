import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import './gallery.css';

export interface ImageGalleryProps {
  images: string[];
  /** Small copies of `images`, index for index; the image itself where one is missing. */
  thumbs: string[];
  /** What the images show, for their alt texts: 'MANN-FILTER W 712/75'. */
  title: string;
  startIndex?: number;
  onClose: () => void;
}

/**
 * Image gallery (SPEC §2): previous/next, thumbnails and 'N из M' (the last two only with more than one
 * image); closes on a backdrop click or Esc, arrow keys turn the pages. Focus returns where it was.
 */
export function ImageGallery({ images, thumbs, title, startIndex = 0, onClose }: ImageGalleryProps) {
  const [index, setIndex] = useState(startIndex);
  const dialog = useRef<HTMLDivElement>(null);
  const count = images.length;
  const many = count > 1;
  const turn = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    const before = document.activeElement;
    dialog.current?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft' && count > 1) setIndex((current) => (current - 1 + count) % count);
      else if (event.key === 'ArrowRight' && count > 1) setIndex((current) => (current + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, onClose]);

  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  if (count === 0) return null;
  return createPortal(
    <div className="gallery-backdrop" onClick={onBackdrop} data-testid="gallery-backdrop">
      <div
        ref={dialog}
        className="gallery"
        role="dialog"
        aria-modal="true"
        aria-label={`Изображения: ${title}`}
        tabIndex={-1}
      >
        <button type="button" className="gallery-close" onClick={onClose} aria-label="Закрыть">
          ×
        </button>
        <div className="gallery-stage">
          {many && (
            <button
              type="button"
              className="gallery-turn gallery-prev"
              onClick={() => turn(-1)}
              aria-label="Предыдущее изображение"
            >
              ‹
            </button>
          )}
          <img className="gallery-image" src={images[index]} alt={`${title}, изображение ${index + 1}`} />
          {many && (
            <button
              type="button"
              className="gallery-turn gallery-next"
              onClick={() => turn(1)}
              aria-label="Следующее изображение"
            >
              ›
            </button>
          )}
        </div>
        {many && (
          <>
            <p className="gallery-count" aria-live="polite">
              {index + 1} из {count}
            </p>
            <ul className="gallery-thumbs">
              {images.map((image, position) => (
                <li key={`${image}-${position}`}>
                  <button
                    type="button"
                    className="gallery-thumb"
                    aria-label={`Изображение ${position + 1}`}
                    aria-current={position === index || undefined}
                    onClick={() => setIndex(position)}
                  >
                    <img src={thumbs[position] ?? image} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
