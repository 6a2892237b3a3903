import { render, screen } from '@testing-library/react';
import FatalErrorDialog from './FatalErrorDialog';

test('the fatal error dialog apologises in the words of SPEC §8', async () => {
  render(<FatalErrorDialog error={new Error('boom')} />);
  expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument();
  expect(screen.getByText('Произошла непредвиденная ошибка! Приносим свои извинения.')).toBeInTheDocument();
  expect(screen.getByText('Мы уже работаем над её исправлением...')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
});
