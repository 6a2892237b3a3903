import { useState } from 'react';
import { PictureOutlined } from '@shop/shared/kit/icons';
import type { Good } from '@shop/shared';
import { ImageGallery } from './ImageGallery';
import './gallery.css';

/** The good's first image as a thumbnail that opens the gallery; a quiet mark when it has none. */
export function GoodImage({ good }: { good: Pick<Good, 'brand' | 'number' | 'images' | 'thumbs'> }) {
  const [open, setOpen] = useState(false);
  const title = `${good.brand.name} ${good.number}`;
  if (good.images.length === 0) {
    return (
      <div className="good-image good-image-none" role="img" aria-label="Нет изображения">
        <PictureOutlined aria-hidden />
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="good-image"
        onClick={() => setOpen(true)}
        aria-label={`Изображения ${title}`}
      >
        {/* The part header's picture is the search page's largest paint: asked for before other images. */}
        <img src={good.thumbs[0] ?? good.images[0]} alt={title} fetchPriority="high" />
        {good.images.length > 1 && <span className="good-image-count">{good.images.length}</span>}
      </button>
      {open && (
        <ImageGallery
          images={good.images}
          thumbs={good.thumbs}
          title={title}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
