import { Button } from '@shop/shared/kit/button';
import { Popconfirm } from '@shop/shared/kit/overlays';
import type { DeliveryAddress } from '@shop/shared';
import { isDraftAddress } from '@shop/shared/ui/address';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { BackToCabinet } from '../common/BackToCabinet';
import { LoadFailed, Loading } from '../common/PageStates';
import { AddressForm } from './AddressForm';
import { useAddresses } from './useAddresses';
import '../common/common.css';
import './addresses.css';

const TITLE = 'Адреса доставки';

/** `/cabinet/delivery-addresses` (logged-in users): the saved addresses, a new one with suggestions. */
export function AddressesPage() {
  useDocumentTitle(TITLE);
  const { state, retry, add, remove } = useAddresses();
  return (
    <div className="cabinet-page addresses">
      <BackToCabinet />
      <h1>{TITLE}</h1>
      <section className="cabinet-block" aria-labelledby="addresses-list-title">
        <h2 id="addresses-list-title">Сохранённые адреса</h2>
        {state.status === 'loading' && <Loading text="Загрузка адресов…" />}
        {state.status === 'failed' && (
          <LoadFailed error={state.error} onRetry={retry} title="Не удалось загрузить адреса" />
        )}
        {state.status === 'fetched' && state.addresses.length === 0 && (
          <p className="cabinet-muted">
            Сохранённых адресов пока нет. Добавьте адрес ниже или при оформлении заказа.
          </p>
        )}
        {state.status === 'fetched' && state.addresses.length > 0 && (
          <ul className="addresses-list" aria-label="Сохранённые адреса">
            {state.addresses.map((address) => (
              <AddressRow key={address.uid} address={address} onRemove={() => void remove(address)} />
            ))}
          </ul>
        )}
      </section>
      <section className="cabinet-block" aria-labelledby="addresses-new-title">
        <h2 id="addresses-new-title">Добавить адрес</h2>
        <AddressForm onAdd={add} />
      </section>
    </div>
  );
}

function AddressRow({ address, onRemove }: { address: DeliveryAddress; onRemove: () => void }) {
  const draft = isDraftAddress(address);
  return (
    <li className="addresses-item" aria-busy={draft || undefined}>
      <div className="addresses-text">
        <span className="addresses-address">{address.address}</span>
        {address.name && <span className="cabinet-muted addresses-name">{address.name}</span>}
        {draft && <span className="cabinet-muted addresses-saving">Сохраняется…</span>}
      </div>
      <Popconfirm
        title="Удалить адрес?"
        description={address.address}
        okText="Удалить"
        cancelText="Отмена"
        okButtonProps={{ danger: true }}
        onConfirm={onRemove}
      >
        <Button danger disabled={draft} aria-label={`Удалить адрес ${address.address}`}>
          Удалить
        </Button>
      </Popconfirm>
    </li>
  );
}
