import { useEffect, useState } from 'react';
import { Link } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { contentRemoteApi } from '../../api';
import { mediaUrl } from '../common/media';

const ADVANCE_MS = 7000;

/** The home page's slides: one at a time, dots to pick one, the next every 7 s. Nothing when there are none. */
export function Slides() {
  const slides = useRequest(() => contentRemoteApi.slides(), []);
  const [index, setIndex] = useState(0);
  const count = slides.data?.length ?? 0;
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, index]);
  if (!slides.data || count === 0) return null;
  const slide = slides.data[index % count];
  if (!slide) return null;
  const image = (
    <img
      className="slide-image"
      src={mediaUrl(slide.image, 'slide')}
      alt={slide.title}
      width={1280}
      height={400}
    />
  );
  return (
    <section className="slides" aria-label="Слайды" aria-roledescription="carousel">
      {slide.link ? <Link to={slide.link}>{image}</Link> : image}
      {count > 1 && (
        <div className="slide-dots">
          {slides.data.map((item, i) => (
            <button
              key={item.slug}
              type="button"
              className={i === index % count ? 'slide-dot slide-dot-current' : 'slide-dot'}
              aria-label={`Слайд ${i + 1}: ${item.title}`}
              aria-current={i === index % count}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
