import { kernelMismatch, kernelMismatchMessage, kernelRefusal } from './kernelMismatch';

test("the runtime's refusal of an older kernel is read into a clear message", () => {
  const error = new Error(
    '[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module @shop/shared/api does not ' +
      'satisfy the requirement of mf_search which needs ^1.1.0)',
  );
  const mismatch = kernelMismatch(error);
  expect(mismatch).toEqual({ remote: 'mf_search', required: '^1.1.0', provided: '1.0.0' });
  expect(kernelMismatchMessage(mismatch ?? { remote: '', required: '', provided: '' })).toBe(
    'Модуль mf_search собран с ядром @shop/shared ^1.1.0, а на странице ядро 1.0.0: его раздел ' +
      'показывает заглушку. Разверните сначала host с новым ядром, затем модуль.',
  );
  expect(kernelMismatch(new Error('Version 18.3.1 of shared singleton module react does not satisfy'))).toBe(
    null,
  );
  expect(kernelMismatch('offline')).toBe(null);
});

test("a release's kernel range is refused only when the page's kernel does not satisfy it", () => {
  expect(kernelRefusal('mf_search', '^99.0.0', '2.4.0')).toEqual({
    remote: 'mf_search',
    required: '^99.0.0',
    provided: '2.4.0',
  });
  expect(kernelRefusal('mf_search', '^2.5.0', '2.4.9')).not.toBeNull();
  expect(kernelRefusal('mf_search', '^2.4.1', '2.4.0')).not.toBeNull();
  expect(kernelRefusal('mf_search', '^1.0.0', '2.4.0')).not.toBeNull();
  expect(kernelRefusal('mf_search', '^2.4.0', '2.4.0')).toBeNull();
  expect(kernelRefusal('mf_search', '^2.3.7', '2.4.0')).toBeNull();
  expect(kernelRefusal('mf_search', '~2.3.0', '2.4.0')).toBeNull();
});
