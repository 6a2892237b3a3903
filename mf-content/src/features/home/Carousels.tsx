import { Link } from '@shop/shared/router';
import { formatPrice } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { contentRemoteApi, type CarouselSummary } from '../../api';
import './carousels.css';

function GoodsCarousel({ summary }: { summary: CarouselSummary }) {
  const carousel = useRequest(() => contentRemoteApi.carousel(summary.type, true), [summary.type]);
  if (!carousel.data || carousel.data.items.length === 0) return null;
  return (
    <section className="goods-carousel" aria-label={summary.title}>
      <h2>{summary.title}</h2>
      <ul className="goods-carousel-row">
        {carousel.data.items.map((item) => (
          <li key={item.goodId} className="goods-card">
            {item.image ? (
              <img src={item.image} alt="" loading="lazy" width={160} height={160} />
            ) : (
              <span className="goods-card-noimage" aria-hidden="true" />
            )}
            <span className="goods-card-number">
              {item.brandName} {item.number}
            </span>
            <span className="goods-card-name">{item.name}</span>
            <span className="goods-card-price">{formatPrice(item.price, { empty: 'text' })}</span>
            <Link className="goods-card-link" to={item.offersUrl}>
              Предложения
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Goods carousels ('Хиты продаж', 'Новинки', 'Масла'): goods in stock at the visitor's prices. */
export default function Carousels() {
  const list = useRequest(() => contentRemoteApi.carousels(), []);
  if (!list.data) return null;
  return (
    <>
      {list.data.map((summary) => (
        <GoodsCarousel key={summary.type} summary={summary} />
      ))}
    </>
  );
}
