import { useEffect } from 'react';
import { Link } from '@shop/shared/router';
import { contentApi } from '../../api/content';
import { HtmlContent, useRequest } from '@shop/shared/ui';
import '../content.css';

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

/** Home page (SPEC §2): the two catalog tiles and the welcome block from the database. */
export function HomePage() {
  const welcome = useRequest(() => contentApi.page('home'), []);
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
      {welcome.status === 'fetched' && (
        <section className="home-welcome">
          <h1>{welcome.data.title}</h1>
          <HtmlContent html={welcome.data.content} />
        </section>
      )}
    </div>
  );
}
