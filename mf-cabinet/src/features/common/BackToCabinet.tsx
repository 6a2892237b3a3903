import { Link } from '@shop/shared/router';
import './common.css';

/** The link back to the cabinet overview above a cabinet section's title. */
export function BackToCabinet() {
  return (
    <nav className="cabinet-back" aria-label="Навигация">
      <Link to="/cabinet">← Личный кабинет</Link>
    </nav>
  );
}
