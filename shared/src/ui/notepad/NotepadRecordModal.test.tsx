import { act, render, screen, waitFor } from '@testing-library/react';
import type { NotepadRecord, Vehicle } from '@shop/shared';
import { carsApi, notepadApi, searchApi } from '@shop/shared/api';
import { confirm, toast } from '@shop/shared/ui';
import { fill, httpError, setupUser } from '@shop/shared/testing';
import { NotepadRecordModal } from './NotepadRecordModal.js';

jest.mock('@shop/shared/api', () =>
  jest.requireActual('@shop/shared/testing/mocks').apiModuleMock(['notepadApi', 'carsApi', 'searchApi']),
);
jest.mock('@shop/shared/ui', () => ({
  ...jest.requireActual('@shop/shared/testing/mocks').uiModuleMock(),
  confirm: jest.fn(),
}));

jest.setTimeout(20000);

const lada: Vehicle = {
  id: 7,
  mark: 'Lada',
  model: 'Vesta',
  modification: '1.6 MT',
  vin: null,
  year: 2020,
  catalogVehicle: null,
};

const record = (): NotepadRecord => ({
  id: 3,
  good: {
    id: 11,
    name: 'Фильтр масляный',
    number: 'W 712/75',
    brand: { name: 'MANN-FILTER' },
    isInFavorite: true,
  },
  amount: 2,
  comment: 'на ТО',
  car: null,
  offer: null,
});

beforeEach(() => {
  jest.mocked(carsApi.list).mockReset().mockResolvedValue([lada]);
  jest.mocked(notepadApi.add).mockReset();
  jest.mocked(notepadApi.update).mockReset();
  jest.mocked(notepadApi.remove).mockReset();
  jest.mocked(searchApi.suggestions).mockReset();
  jest.mocked(confirm).mockReset();
  Object.values(toast).forEach((method) => jest.mocked(method).mockClear());
});

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the notepad modal', () => {
  it('adds a record of a part chosen from the suggestions, with the personal-notes warning', async () => {
    jest
      .mocked(searchApi.suggestions)
      .mockResolvedValue([{ id: 11, brand: 'MANN-FILTER', number: 'W 712/75', name: 'Фильтр масляный' }]);
    jest.mocked(notepadApi.add).mockResolvedValue(record());
    const onSaved = jest.fn();
    const onClose = jest.fn();
    render(<NotepadRecordModal record={null} onSaved={onSaved} onClose={onClose} />);
    const user = setupUser();
    await dialog('Добавить запись в избранное');
    expect(screen.getByText(/личные заметки, менеджер их не видит/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveAttribute('rows', '5');

    // Without a part chosen the shared rule refuses.
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле «Номер запчасти» не должно быть пустым')).toBeInTheDocument();
    expect(notepadApi.add).not.toHaveBeenCalled();

    await fill(user, screen.getByRole('combobox', { name: 'Номер запчасти' }), 'w712');
    await user.click(
      await screen.findByText('MANN-FILTER W 712/75 — Фильтр масляный', {}, { timeout: 3000 }),
    );
    expect(searchApi.suggestions).toHaveBeenCalledWith('W712', expect.anything());
    await fill(user, screen.getByRole('textbox', { name: 'Комментарий' }), '  к замене масла ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(notepadApi.add).toHaveBeenCalledWith({
        good: 11,
        amount: 0,
        comment: 'к замене масла',
        car: null,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Запись добавлена');
    expect(onSaved).toHaveBeenCalledWith(record());
    expect(onClose).toHaveBeenCalled();
  });

  it('updates a record with a car of the garage and a quantity', async () => {
    jest.mocked(notepadApi.update).mockResolvedValue({ ...record(), amount: 4 });
    render(<NotepadRecordModal record={record()} onSaved={jest.fn()} onClose={jest.fn()} />);
    const user = setupUser();
    await dialog('Обновить запись');
    expect(screen.getByRole('combobox', { name: 'Номер запчасти' })).toHaveValue('MANN-FILTER W 712/75');
    const amount = screen.getByRole('spinbutton', { name: 'Количество' });
    await user.clear(amount);
    await user.type(amount, '4');
    await user.click(screen.getByRole('combobox', { name: 'Автомобиль' }));
    await user.click(await screen.findByText('Lada Vesta 1.6 MT'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(notepadApi.update).toHaveBeenCalledWith(3, { good: 11, amount: 4, comment: 'на ТО', car: 7 }),
    );
    expect(toast.success).toHaveBeenCalledWith('Запись обновлена');
  });

  it('on a save error shows the toast with the reason and closes', async () => {
    jest
      .mocked(notepadApi.update)
      .mockRejectedValue(
        httpError(400, { violations: [{ propertyPath: 'car', message: 'Автомобиль не найден' }] }),
      );
    const onSaved = jest.fn();
    const onClose = jest.fn();
    render(<NotepadRecordModal record={record()} onSaved={onSaved} onClose={onClose} />);
    const user = setupUser();
    await dialog('Обновить запись');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ошибка при обновлении данных', 'Автомобиль не найден'),
    );
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a failed addition says so', async () => {
    jest
      .mocked(notepadApi.add)
      .mockRejectedValue(httpError(500, { message: 'Произошла непредвиденная ошибка' }));
    const onClose = jest.fn();
    render(
      <NotepadRecordModal
        record={null}
        good={{ id: 11, brand: 'MANN-FILTER', number: 'W 712/75', name: 'Фильтр масляный' }}
        onSaved={jest.fn()}
        onClose={onClose}
      />,
    );
    const user = setupUser();
    await dialog('Добавить запись в избранное');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ошибка при добавлении данных', expect.any(String)),
    );
    expect(notepadApi.add).toHaveBeenCalledWith({ good: 11, amount: 0, comment: '', car: null });
    expect(onClose).toHaveBeenCalled();
  });

  it("deletes only after the 'Удалить запись' confirmation", async () => {
    jest.mocked(confirm).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    jest.mocked(notepadApi.remove).mockResolvedValue(undefined);
    const onDeleted = jest.fn();
    render(
      <NotepadRecordModal record={record()} onSaved={jest.fn()} onDeleted={onDeleted} onClose={jest.fn()} />,
    );
    const user = setupUser();
    await dialog('Обновить запись');
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Удалить запись' })),
    );
    expect(notepadApi.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(3));
    expect(notepadApi.remove).toHaveBeenCalledWith(3);
    await act(async () => undefined);
  });
});
