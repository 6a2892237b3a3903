import { useState } from 'react';
import { Input } from '@shop/shared/kit/essentials';
import type { QuickGroup } from '../../api/laximo';
import { EmptyState } from '../common/PageStates';
import { filterGroups } from './quickGroups';

interface TreeProps {
  groups: QuickGroup[];
  chosen: string | null;
  onChoose: (group: QuickGroup) => void;
}

function GroupButton({ group, chosen, onChoose }: Omit<TreeProps, 'groups'> & { group: QuickGroup }) {
  return (
    <button
      type="button"
      className="quick-group-link"
      aria-pressed={chosen === group.quickGroupId}
      onClick={() => onChoose(group)}
    >
      {group.name}
    </button>
  );
}

function GroupTree({ groups, chosen, onChoose }: TreeProps) {
  return (
    <ul className="quick-groups-level">
      {groups.map((group) => (
        <li key={group.quickGroupId}>
          {group.link ? (
            <GroupButton group={group} chosen={chosen} onChoose={onChoose} />
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

/**
 * The top level as folding sections, closed until the customer filters (a phone shows the categories without
 * scrolling through the whole tree); a top group with details of its own opens them from its first line.
 */
function TopGroups({ groups, chosen, onChoose, open }: TreeProps & { open: boolean }) {
  return (
    <ul className="quick-groups-level">
      {groups.map((group) =>
        group.children.length === 0 ? (
          <li key={group.quickGroupId}>
            <GroupButton group={group} chosen={chosen} onChoose={onChoose} />
          </li>
        ) : (
          <li key={group.quickGroupId}>
            {/* Remounted when filtering starts or stops, so that `open` applies again. */}
            <details key={String(open)} open={open}>
              <summary className="quick-group-name">{group.name}</summary>
              <GroupTree
                groups={group.link ? [{ ...group, children: [] }, ...group.children] : group.children}
                chosen={chosen}
                onChoose={onChoose}
              />
            </details>
          </li>
        ),
      )}
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
          <TopGroups groups={shown} chosen={chosen} onChoose={onChoose} open={filter.trim() !== ''} />
        </nav>
      )}
    </div>
  );
}
