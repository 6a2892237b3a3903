import type { QuickGroup } from '../../api/laximo';

/** Lower-cased with 'ё' as 'е', so 'масляный фильтр' finds 'Масляный фильтр'. */
function normal(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/**
 * The groups whose name contains every word of the filter, with their ancestors (to show where they are);
 * a matching group keeps all its children. An empty filter keeps the whole tree.
 */
export function filterGroups(groups: QuickGroup[], filter: string): QuickGroup[] {
  const words = normal(filter).split(' ').filter(Boolean);
  if (words.length === 0) return groups;
  const matches = (group: QuickGroup) => words.every((word) => normal(group.name).includes(word));
  const walk = (list: QuickGroup[]): QuickGroup[] =>
    list.flatMap((group) => {
      if (matches(group)) return [group];
      const children = walk(group.children);
      return children.length > 0 ? [{ ...group, children }] : [];
    });
  return walk(groups);
}
