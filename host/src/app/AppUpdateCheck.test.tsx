import { act, render } from '@testing-library/react';
import { apiEvents } from '@shop/shared/api';
import { confirm } from '@shop/shared/ui';
import { AppUpdateCheck } from './AppUpdateCheck';

jest.mock('@shop/shared/ui', () => ({ confirm: jest.fn().mockResolvedValue(false) }));

test('asks once to reload when the server runs a newer build', async () => {
  render(<AppUpdateCheck />);
  await act(async () => apiEvents.serverVersion.emit('1.0.0+999'));
  expect(confirm).not.toHaveBeenCalled();
  await act(async () => apiEvents.serverVersion.emit('1.0.0+2000'));
  await act(async () => apiEvents.serverVersion.emit('1.0.0+3000'));
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(confirm).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Наш сайт обновился. Перезагрузить страницу?' }),
  );
});
