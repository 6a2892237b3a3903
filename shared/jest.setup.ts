// Shared test setup: the DOM matchers of @testing-library/jest-dom (`toBeInTheDocument` …) for jsdom tests.
// For their types, a .test.tsx adds `import '@testing-library/jest-dom';` as well.
import '@testing-library/jest-dom';
