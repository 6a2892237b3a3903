import { useSession } from '@shop/shared/session';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { BackToCabinet } from '../common/BackToCabinet';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { SearchSettingsForm } from './SearchSettingsForm';
import '../common/common.css';
import './profile.css';

/** `/cabinet/profile` (logged-in users): personal data, search settings and the password change. */
export function ProfilePage() {
  useDocumentTitle('Профиль');
  const profile = useSession((state) => state.profile);
  if (!profile) return null;
  return (
    <div className="cabinet-page profile">
      <BackToCabinet />
      <h1>Профиль</h1>
      <section className="cabinet-block" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">Личные данные</h2>
        <p className="cabinet-muted profile-email">
          Email: <strong>{profile.email}</strong>
        </p>
        <ProfileForm key={profile.id} user={profile} />
      </section>
      <section className="cabinet-block" aria-labelledby="profile-settings-title">
        <h2 id="profile-settings-title">Настройки поиска</h2>
        <p className="cabinet-muted">Так поиск показывает предложения, если ссылка не задаёт другого.</p>
        <SearchSettingsForm user={profile} />
      </section>
      <section className="cabinet-block" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">Смена пароля</h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
