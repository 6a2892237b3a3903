import { displayName } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { canDownloadPricelist, canUseApi, useSession } from '@shop/shared/session';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { AccountSummary, CompanySummary } from './AccountSummary';
import { ApiKeyBlock } from './ApiKeyBlock';
import { CabinetLinks } from './CabinetLinks';
import { CuratorsBlock } from './CuratorsBlock';
import { PriceListBlock } from './PriceListBlock';
import '../common/common.css';
import './overview.css';

/** `/cabinet` (logged-in users): greeting, account and company, managers, API key and the cabinet sections. */
export function CabinetPage() {
  useDocumentTitle('Личный кабинет');
  const profile = useSession((state) => state.profile);
  if (!profile) return null;
  return (
    <div className="cabinet-page overview">
      <h1>Личный кабинет</h1>
      <p className="overview-greeting">
        Здравствуйте, <strong>{displayName(profile)}</strong>!{' '}
        <Link to="/cabinet/profile">Изменить профиль</Link>
      </p>
      <CabinetLinks user={profile} />
      <div className="overview-columns">
        <div className="overview-column">
          <AccountSummary user={profile} />
          {profile.type === 'business' && profile.company && <CompanySummary company={profile.company} />}
        </div>
        <div className="overview-column">
          <CuratorsBlock userId={profile.id} />
          {canUseApi(profile) && <ApiKeyBlock />}
          {canDownloadPricelist(profile) && <PriceListBlock user={profile} />}
        </div>
      </div>
      <p className="overview-logout">
        <Link to="/auth/logout">Выйти</Link>
      </p>
    </div>
  );
}
