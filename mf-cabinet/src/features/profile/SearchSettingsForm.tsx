import { Checkbox, Select } from '@shop/shared/kit/select';
import {
  deliveryTermOptions,
  searchSettings,
  sortOptions,
  type DeliveryTermDays,
  type OfferSort,
  type User,
  type UserSettingsPatch,
} from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { PROFILE_UPDATE_FAILED } from './ProfileForm';

/**
 * The search settings kept in `userSettings`: how `/search` filters and orders offers when the link does not
 * say. Each change is saved at once and shown before the server answers; a refused one is put back (SPEC §4).
 */
export function SearchSettingsForm({ user }: { user: User }) {
  const updateSettings = useSession((state) => state.updateSettings);
  const settings = searchSettings(user.userSettings);

  const change = (patch: UserSettingsPatch) => {
    updateSettings(patch).catch((error: unknown) => {
      void toast.error(PROFILE_UPDATE_FAILED, apiErrorMessage(error));
    });
  };

  return (
    <div className="profile-settings" role="group" aria-label="Настройки поиска">
      <label className="profile-setting">
        <span>Срок поставки</span>
        <Select<DeliveryTermDays>
          aria-label="Срок поставки"
          value={settings.searchDeliveryTerm}
          options={deliveryTermOptions.map((option) => ({ ...option }))}
          onChange={(searchDeliveryTerm) => change({ searchDeliveryTerm })}
        />
      </label>
      <label className="profile-setting">
        <span>Порядок предложений</span>
        <Select<OfferSort>
          aria-label="Порядок предложений"
          value={settings.searchSort}
          options={sortOptions.map((option) => ({ ...option }))}
          onChange={(searchSort) => change({ searchSort })}
        />
      </label>
      <Checkbox
        className="profile-setting-stock"
        checked={settings.searchStockOnly}
        onChange={(event) => change({ searchStockOnly: event.target.checked })}
      >
        Только товары в наличии
      </Checkbox>
    </div>
  );
}
