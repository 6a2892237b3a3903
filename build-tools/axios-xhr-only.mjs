// Stands in for axios's fetch adapter in the browser builds (build-tools/index.cjs): the shop's requests go
// through XMLHttpRequest, axios's first choice in a browser, so the page need not carry the fetch adapter and
// its stream helpers (about 4 KB as sent). `adapter: 'fetch'` would find no fetch adapter and fail loudly.
export const getFetch = () => false;

export default false;
