/**
 * The back office's rules (issue 15), one copy for the back-office forms (mf-back-office) and the API, which
 * checks them again. A build-time package, not part of the federated kernel: each of the two bundles its own
 * copy, so a staff-tool rule changes without a kernel release; yup itself stays the page's one shared copy.
 */
export * from './back-office.js';
export * from './content.js';
