import { useState } from 'react';
import Input from 'antd/es/input';
import type { QuickGroup } from '../../api/laximo';
import { EmptyState } from '../common/PageStates';
import { filterGroups } from './quickGroups';

function GroupTree({
  groups,
  chosen,
  onChoose,
}: {
  groups: QuickGroup[];
  chosen: string | null;
  onChoose: (group: QuickGroup) => void;
}) {
  return (
    <ul className="quick-groups-level">
      {groups.map((group) => (
        <li key={group.quickGroupId}>
          {group.link ? (
            <button
              type="button"
              className="quick-group-link"
              aria-pressed={chosen === group.quickGroupId}
              onClick={() => onChoose(group)}
            >
              {group.name}
            </button>
          ) : (
            <span className="quick-group-name">{group.name}</span>
          )}
          {group.children.length > 0 && (
            <GroupTree groups={group.children} chosen={chosen} onChoose={onChoose} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The quick groups tree with a name filter; a group with details opens its units. */
export function QuickGroups({
  groups,
  chosen,
  onChoose,
}: {
  groups: QuickGroup[];
  chosen: string | null;
  onChoose: (group: QuickGroup) => void;
}) {
  const [filter, setFilter] = useState('');
  const shown = filterGroups(groups, filter);
  return (
    <div className="quick-groups">
      <Input.Search
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="Например, масляный фильтр"
        aria-label="Поиск по названию группы"
        allowClear
      />
      {shown.length === 0 ? (
        <EmptyState title="Ничего не найдено" />
      ) : (
        <nav aria-label="Группы деталей">
          <GroupTree groups={shown} chosen={chosen} onChoose={onChoose} />
        </nav>
      )}
    </div>
  );
}
