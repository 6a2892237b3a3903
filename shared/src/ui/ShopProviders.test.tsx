import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeScope } from './ShopProviders.js';
import { setupUser } from '@shop/shared/testing';

jest.setTimeout(20000);

function Typed() {
  const [text, setText] = useState('');
  return <input aria-label="Текст" value={text} onChange={(event) => setText(event.target.value)} />;
}

function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>Ещё раз</button>
      <ThemeScope fallback={<p>Загрузка…</p>}>
        <Typed />
      </ThemeScope>
    </>
  );
}

test('a page under the theme keeps what was typed when its parent renders again after the theme loaded', async () => {
  const user = setupUser();
  render(<Page />);
  // First render: the theme's code is not here yet, the page waits for it.
  const input = await screen.findByLabelText('Текст');
  await user.type(input, 'W 712/75');
  // The parent renders again with the theme's code now loaded: the page under it is the same page.
  await user.click(screen.getByRole('button', { name: 'Ещё раз' }));
  expect(screen.getByLabelText('Текст')).toBe(input);
  expect(input).toHaveValue('W 712/75');
});
