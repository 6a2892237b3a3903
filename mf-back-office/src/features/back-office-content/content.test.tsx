import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { admin } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { contentApi, type ContentRow } from './api';

jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  contentApi: Object.fromEntries(
    [
      'list',
      'get',
      'create',
      'update',
      'remove',
      'setPublished',
      'campaignSettings',
      'saveCampaignSettings',
      'goods',
      'vendors',
      'upload',
    ].map((name) => [name, jest.fn()]),
  ),
}));
// ProseMirror needs a real layout; the form's tests need only the value it edits.
jest.mock('./RichTextEditor', () => ({
  RichTextEditor: ({
    id,
    label,
    value,
    onChange,
  }: {
    id: string;
    label: string;
    value: string;
    onChange: (html: string) => void;
  }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

jest.setTimeout(120000);

const firstLoad = { timeout: 20000 };

const news: ContentRow = {
  id: 7,
  type: 'news',
  slug: 'otkrytie',
  title: 'Открытие склада',
  announce: '',
  content: '<p>Склад открыт</p>',
  mainImage: null,
  showPopupInterval: 24,
  isPublished: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  setSession(admin());
  jest.mocked(contentApi.list).mockResolvedValue({ items: [news], total: 1, page: 1, perPage: 20 });
});

describe('content admin', () => {
  it('lists the posts of the server’s page and filters them by section', async () => {
    const user = setupUser();
    renderAt('/cabinet/admin/content');
    expect(await screen.findByRole('button', { name: 'Открытие склада' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Контент' })).toHaveAttribute('href', '/cabinet/admin/content');
    expect(contentApi.list).toHaveBeenLastCalledWith('posts', { page: 1 });
    await user.click(screen.getByRole('combobox', { name: 'Раздел' }));
    await user.click(await screen.findByText('Статья'));
    await waitFor(() =>
      expect(contentApi.list).toHaveBeenLastCalledWith('posts', { page: 1, type: 'articles' }),
    );
  });

  it('publishes a draft from its switch', async () => {
    jest.mocked(contentApi.setPublished).mockResolvedValue({ ...news, isPublished: true });
    const user = setupUser();
    renderAt('/cabinet/admin/content/posts');
    await user.click(await screen.findByRole('switch', { name: 'Опубликовано: Открытие склада' }, firstLoad));
    await waitFor(() => expect(contentApi.setPublished).toHaveBeenCalledWith('posts', 7, true));
    expect(toast.success).toHaveBeenCalledWith('Опубликовано');
  });

  it('a new news item: the rules’ messages, then the payload with the uploaded picture, then the server’s 400 at its field', async () => {
    jest
      .mocked(contentApi.upload)
      .mockResolvedValue({ path: 'uploads/abc123-sklad.png', contentType: 'image/png', size: 10 });
    jest
      .mocked(contentApi.create)
      .mockRejectedValueOnce(
        httpError(400, { violations: [{ propertyPath: 'slug', message: 'Значение имеет неверный формат' }] }),
      )
      .mockResolvedValueOnce({ ...news, id: 8, slug: 'novyi-sklad', title: 'Новый склад' });
    const user = setupUser();
    renderAt('/cabinet/admin/content/posts');
    await user.click(await screen.findByRole('button', { name: 'Добавить' }, firstLoad));
    const panel = await screen.findByRole('dialog', {}, firstLoad);
    await user.click(within(panel).getByRole('button', { name: 'Создать' }));
    expect(await within(panel).findByText('Поле «Заголовок» не должно быть пустым')).toBeInTheDocument();
    expect(within(panel).getByText('Поле «Адрес (slug)» не должно быть пустым')).toBeInTheDocument();
    expect(contentApi.create).not.toHaveBeenCalled();

    await user.type(within(panel).getByLabelText('Заголовок'), 'Новый склад');
    await user.type(within(panel).getByLabelText('Адрес (slug)'), 'Новый');
    await user.tab();
    expect(
      await within(panel).findByText('Только латинские строчные буквы, цифры, «-» и «_», с буквы или цифры'),
    ).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText('Адрес (slug)'));
    await user.type(within(panel).getByLabelText('Адрес (slug)'), 'novyi-sklad');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'sklad.png', { type: 'image/png' });
    await user.upload(within(panel).getByLabelText('Главное изображение: загрузить файл'), file);
    expect(await within(panel).findByAltText('Выбранный файл: uploads/abc123-sklad.png')).toHaveAttribute(
      'src',
      '/media/cache/resolve/list/uploads/abc123-sklad.png',
    );
    fireEvent.change(await within(panel).findByLabelText('Текст', {}, firstLoad), {
      target: { value: '<p>Открыли <b>склад</b></p>' },
    });

    await user.click(within(panel).getByRole('button', { name: 'Создать' }));
    expect(await within(panel).findByText('Значение имеет неверный формат')).toBeInTheDocument();
    // The button is back from its spinner once the submit has finished.
    await user.click(await within(panel).findByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(contentApi.create).toHaveBeenCalledTimes(2));
    expect(contentApi.create).toHaveBeenLastCalledWith('posts', {
      type: 'news',
      slug: 'novyi-sklad',
      title: 'Новый склад',
      announce: '',
      content: '<p>Открыли <b>склад</b></p>',
      mainImage: 'uploads/abc123-sklad.png',
      showPopupInterval: 24,
      isPublished: false,
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Запись создана'));
  });

  it('saves the campaign settings above the promotions', async () => {
    const settings = {
      isActive: true,
      isToastActive: true,
      isModalActive: false,
      toastShowTime: 30,
      modalShowTime: 30,
      initialDelay: 0.25,
      toastChangeTime: 10,
      toastWidth: 360,
    };
    jest.mocked(contentApi.campaignSettings).mockResolvedValue(settings);
    jest.mocked(contentApi.saveCampaignSettings).mockImplementation((body) => Promise.resolve(body));
    const user = setupUser();
    renderAt('/cabinet/admin/content/promotions');
    await user.click(await screen.findByRole('button', { name: /Настройки показа акций/ }, firstLoad));
    const width = await screen.findByLabelText('Ширина уведомления, px', {}, firstLoad);
    await user.clear(width);
    await user.click(screen.getByRole('button', { name: 'Сохранить настройки' }));
    expect(
      await screen.findByText('Поле «Ширина уведомления, px» не должно быть пустым'),
    ).toBeInTheDocument();
    expect(contentApi.saveCampaignSettings).not.toHaveBeenCalled();
    await user.type(width, '420');
    await user.click(screen.getByRole('button', { name: 'Сохранить настройки' }));
    await waitFor(() =>
      expect(contentApi.saveCampaignSettings).toHaveBeenCalledWith({ ...settings, toastWidth: 420 }),
    );
  });
});
