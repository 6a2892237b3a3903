import type { Contract } from '@shop/shared';
import { useSearchParams } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { BackToCabinet } from '../common/BackToCabinet';
import { LoadFailed, Loading } from '../common/PageStates';
import { ContractCard } from './ContractCard';
import { Transactions } from './Transactions';
import { useContracts } from './useContracts';
import '../common/common.css';
import './balance.css';

const TITLE = 'Баланс и договоры';

const positive = (text: string | null): number | null => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The contract whose movements are shown: the one in the address, else the current one, else the first. */
function viewedContract(contracts: Contract[], id: number | null): Contract | null {
  return (
    contracts.find((contract) => contract.id === id) ??
    contracts.find((contract) => contract.isCurrent) ??
    contracts[0] ??
    null
  );
}

/** `/cabinet/balance` (logged-in users): the contracts with their balances and the movements of one of them. */
export function BalancePage() {
  useDocumentTitle(TITLE);
  const profile = useSession((state) => state.profile);
  if (!profile) return null;
  // Another user (an admin working as a customer) starts from a fresh screen.
  return <BalanceScreen key={profile.id} userId={profile.id} />;
}

function BalanceScreen({ userId }: { userId: number }) {
  const { state, retry, select } = useContracts(userId);
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const contracts = state.status === 'fetched' ? state.contracts : [];
  const viewed = viewedContract(contracts, positive(params.get('contract')));

  const show = (contract: Contract, nextPage = 1) => {
    const next = new URLSearchParams({ contract: String(contract.id) });
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <div className="cabinet-page balance">
      <BackToCabinet />
      <h1>{TITLE}</h1>
      <section className="cabinet-block" aria-labelledby="balance-contracts-title">
        <h2 id="balance-contracts-title">Договоры</h2>
        {state.status === 'loading' && <Loading text="Загрузка договоров…" />}
        {state.status === 'failed' && (
          <LoadFailed error={state.error} onRetry={retry} title="Не удалось загрузить договоры" />
        )}
        {state.status === 'fetched' && contracts.length === 0 && (
          <p className="cabinet-muted">У Вас пока нет договоров. Их заключает менеджер магазина.</p>
        )}
        {contracts.length > 0 && (
          <ul className="balance-contracts">
            {contracts.map((contract) => (
              <ContractCard
                key={contract.id}
                contract={contract}
                viewed={contract.id === viewed?.id}
                onView={() => show(contract)}
                onMakeCurrent={() => void select(contract.id)}
              />
            ))}
          </ul>
        )}
      </section>
      {viewed && <Transactions contract={viewed} page={page} onPage={(nextPage) => show(viewed, nextPage)} />}
    </div>
  );
}
