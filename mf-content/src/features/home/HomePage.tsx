import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@shop/shared/router';
import { contentApi } from '../../api/content';
import { HtmlContent, useRequest } from '@shop/shared/ui';
import { Slides } from './Slides';
import '../common/content.css';
import './home.css';

// The goods carousels are priced per visitor and below the fold: their code and data come after first paint.
const Carousels = lazy(() => import('./Carousels'));

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setReady(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

const tiles = [
  {
    to: '/catalogs/originals',
    title: 'Каталоги запчастей',
    text: 'Оригинальные каталоги производителей: подбор по VIN, марке и модели автомобиля.',
    tone: 'blue',
  },
  {
    to: '/catalogs/oils',
    title: 'Масла, жидкости и фильтры',
    text: 'Моторные и трансмиссионные масла, антифризы, тормозные жидкости и фильтры.',
    tone: 'yellow',
  },
] as const;

/** Home page (SPEC §2): the two catalog tiles first, slides, goods carousels and the welcome block. */
export function HomePage() {
  const welcome = useRequest(() => contentApi.page('home'), []);
  const afterPaint = useAfterFirstPaint();
  useEffect(() => {
    document.title = 'АвтоДеталь — автозапчасти, масла и фильтры в Крыму';
  }, []);
  return (
    <div className="home">
      <section className="home-tiles" aria-label="Каталоги">
        {tiles.map((tile) => (
          <Link key={tile.to} to={tile.to} className={`home-tile home-tile-${tile.tone}`}>
            <span className="home-tile-title">{tile.title}</span>
            <span className="home-tile-text">{tile.text}</span>
          </Link>
        ))}
      </section>
      <Slides />
      {afterPaint && (
        <Suspense fallback={null}>
          <Carousels />
        </Suspense>
      )}
      {welcome.status === 'fetched' && (
        <section className="home-welcome">
          <h1>{welcome.data.title}</h1>
          <HtmlContent html={welcome.data.content} />
        </section>
      )}
    </div>
  );
}
