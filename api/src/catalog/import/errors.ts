/**
 * A price list that cannot be imported as a whole (unknown vendor, bad mapping, unreadable file):
 * nothing is changed. `status` is the HTTP status the admin API answers with.
 */
export class ImportError extends Error {
  readonly status: number;
  /** Further lines for the user, such as the first rejected rows. */
  readonly details: string[];

  constructor(message: string, status = 400, details: string[] = []) {
    super(message);
    this.name = 'ImportError';
    this.status = status;
    this.details = details;
  }
}
