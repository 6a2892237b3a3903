// Form controls drawn by the kernel in antd's look, for pages on a JS budget (see LightForm.tsx).
export * from './LightForm.js';
export * from './fields.js';
