// `import.meta.webpackContext` (server/shared.ts) is webpack's; its types come with the bundler.
/// <reference types="webpack/module" />
