/**
 * The kernel (`@shop/shared`) is one copy per page, provided by the host. A remote built against a newer
 * kernel than the page has is refused by the federation runtime (`requiredVersion` with `strictVersion`,
 * build-tools/shared-modules.cjs); these read that refusal into a message people understand.
 */

/** A kernel refusal reported by the federation runtime: which remote needs which version, what the page has. */
export interface KernelMismatch {
  remote: string;
  required: string;
  provided: string;
}

const refusal =
  /Version (\S+) from .*? of shared singleton module @shop\/shared\S* does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** Reads the runtime's 'does not satisfy' error about the kernel; null for any other error. */
export function kernelMismatch(error: unknown): KernelMismatch | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = refusal.exec(message);
  if (!match) return null;
  return { provided: match[1] ?? '', remote: match[2] ?? '', required: match[3] ?? '' };
}

/**
 * The refusal of a remote whose deployed release needs a kernel range (`^2.4.0`, from the registry) that the
 * page's kernel does not satisfy; null when it does or the range is not a caret range (the runtime judges).
 * Checked before the remote is loaded: once loaded, its newer copy of the kernel would be in the share scope,
 * and the runtime (highest version first) would hand it to the host's next lazy kernel import.
 */
export function kernelRefusal(remote: string, required: string, provided: string): KernelMismatch | null {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(required)?.slice(1).map(Number);
  const have = /^(\d+)\.(\d+)\.(\d+)/.exec(provided)?.slice(1).map(Number);
  if (!wanted || !have) return null;
  const [major, minor = 0, patch = 0] = have;
  const [needMajor, needMinor = 0, needPatch = 0] = wanted;
  const satisfied = major === needMajor && (minor > needMinor || (minor === needMinor && patch >= needPatch));
  return satisfied ? null : { remote, required, provided };
}

/** The console message for a remote refused by the page's kernel. */
export function kernelMismatchMessage({ remote, required, provided }: KernelMismatch): string {
  return (
    `Модуль ${remote} собран с ядром @shop/shared ${required}, а на странице ядро ${provided}: ` +
    'его раздел показывает заглушку. Разверните сначала host с новым ядром, затем модуль.'
  );
}
