/**
 * The kernel (`@shop/shared`) is one copy per page, provided by the host. A remote sees its run-time
 * surface: the names it exports and, for the API-client objects, their members. Every change of that
 * surface bumps the kernel's version (shared/package.json), so a remote built against a newer kernel
 * refuses an older host (`requiredVersion` with `strictVersion`, build-tools/shared-modules.cjs).
 */

/** Export name → its kind (`function`, `object`, …); an object's members as `name.member`. */
export type KernelSurface = Record<string, string>;

export interface KernelRecord {
  version: string;
  surface: KernelSurface;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The surface of one entry point's exports, its names prefixed with `prefix` (the entry, `api:`). */
export function describeSurface(prefix: string, exports: Record<string, unknown>): KernelSurface {
  const surface: KernelSurface = {};
  for (const name of Object.keys(exports).sort()) {
    const value = exports[name];
    surface[`${prefix}${name}`] = typeof value;
    if (!isPlainObject(value)) continue;
    for (const member of Object.keys(value).sort()) {
      surface[`${prefix}${name}.${member}`] = typeof value[member];
    }
  }
  return surface;
}

function parseVersion(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compareVersions(a: [number, number, number], b: [number, number, number]): number {
  for (let index = 0; index < 3; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * What is wrong with the kernel's current version given the surface recorded with the last one: a surface
 * changed without a bump; a name removed or changed in kind without a major bump (old remotes would break
 * on the new host). Empty when the version is right for the change.
 */
export function versionProblems(recorded: KernelRecord, current: KernelRecord): string[] {
  const before = parseVersion(recorded.version);
  const now = parseVersion(current.version);
  if (!before || !now) return [`версия ядра не в виде major.minor.patch: ${current.version}`];
  const removed = Object.keys(recorded.surface).filter(
    (name) => current.surface[name] !== undefined && current.surface[name] !== recorded.surface[name],
  );
  removed.push(...Object.keys(recorded.surface).filter((name) => current.surface[name] === undefined));
  const added = Object.keys(current.surface).filter((name) => recorded.surface[name] === undefined);
  const order = compareVersions(now, before);
  if (order < 0) return [`версия ядра ${current.version} ниже записанной ${recorded.version}`];
  if (removed.length === 0 && added.length === 0) return [];
  if (order === 0) {
    return [
      `поверхность ядра изменилась без смены версии ${current.version} ` +
        `(убрано или изменено: ${removed.join(', ') || '—'}; добавлено: ${added.join(', ') || '—'})`,
    ];
  }
  if (removed.length > 0 && now[0] === before[0]) {
    return [
      `убрано или изменено ${removed.join(', ')}: нужна новая major-версия ядра, не ${current.version}`,
    ];
  }
  return [];
}
