import { screen, waitFor, within } from '@testing-library/react';
import type { NotepadRecord } from '@shop/shared';
import { carsApi, notepadApi, searchApi } from '@shop/shared/api';
import { useLoginPrompt } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { setSession, setupUser } from '@shop/shared/testing';
import { makeUser, mannW71275 } from '../../test/fixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(30000);

const part = (isInFavorite: boolean) => ({ ...mannW71275(), isInFavorite });

const entry = (id: number, comment: string): NotepadRecord => ({
  id,
  good: {
    id: part(true).id,
    name: part(true).name,
    number: 'W 712/75',
    brand: { name: 'MANN-FILTER' },
    isInFavorite: true,
  },
  amount: 1,
  comment,
  car: null,
  offer: null,
});

const favouriteButton = (name: string) => screen.findByRole('button', { name });

beforeEach(() => {
  setSession(makeUser());
  jest.mocked(searchApi.replacements).mockResolvedValue([]);
  jest.mocked(carsApi.list).mockResolvedValue([]);
  jest.mocked(notepadApi.list).mockReset();
  jest.mocked(notepadApi.add).mockReset();
  useLoginPrompt.setState({ isOpen: false });
});

describe('the favourite button', () => {
  it('opens the new record modal for a part not in favourites, then shows it as a favourite', async () => {
    jest.mocked(searchApi.good).mockResolvedValue(part(false));
    jest.mocked(notepadApi.add).mockResolvedValue(entry(5, ''));
    renderAt('/goods/MANN-FILTER/W%20712%2F75');
    const user = setupUser();
    const button = await favouriteButton('В избранное');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Добавить запись в избранное' });
    expect(within(dialog).getByRole('combobox', { name: 'Номер запчасти' })).toHaveValue(
      'MANN-FILTER W 712/75',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(notepadApi.add).toHaveBeenCalledWith({
        good: part(false).id,
        amount: 0,
        comment: '',
        car: null,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Запись добавлена');
    expect(await favouriteButton('В избранном')).toHaveAttribute('aria-pressed', 'true');
    expect(notepadApi.list).not.toHaveBeenCalled();
  });

  it("lists the user's records of a favourite part to edit, and 'Добавить ещё'", async () => {
    jest.mocked(searchApi.good).mockResolvedValue(part(true));
    jest.mocked(notepadApi.list).mockResolvedValue([entry(5, 'на ТО'), entry(6, 'про запас')]);
    renderAt('/goods/MANN-FILTER/W%20712%2F75');
    const user = setupUser();
    await user.click(await favouriteButton('В избранном'));
    expect(notepadApi.list).toHaveBeenCalledWith({ text: 'W 712/75', brand: 'MANN-FILTER' });
    const entries = await screen.findByRole('list', { name: 'Записи избранного' });
    expect(within(entries).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(entries).getByRole('button', { name: 'Изменить запись про запас' }));
    const dialog = await screen.findByRole('dialog', { name: 'Обновить запись' });
    expect(within(dialog).getByRole('textbox', { name: 'Комментарий' })).toHaveValue('про запас');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await user.click(await screen.findByRole('button', { name: 'Добавить ещё' }));
    expect(await screen.findByRole('dialog', { name: 'Добавить запись в избранное' })).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    setSession(null);
    jest.mocked(searchApi.good).mockResolvedValue(part(false));
    renderAt('/goods/MANN-FILTER/W%20712%2F75');
    const user = setupUser();
    await user.click(await favouriteButton('В избранное'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
