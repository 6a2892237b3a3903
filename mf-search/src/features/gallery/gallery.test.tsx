import { fireEvent, render, screen } from '@testing-library/react';
import { setupUser } from '@shop/shared/testing';
import { ImageGallery } from './ImageGallery';

const images = ['/media/1.jpg', '/media/2.jpg', '/media/3.jpg'];
const thumbs = ['/media/t1.jpg', '/media/t2.jpg', '/media/t3.jpg'];

function shown(): string | null {
  return screen.getByRole('img', { name: /изображение/ }).getAttribute('src');
}

it('counts the images, turns the pages and jumps by thumbnail', async () => {
  const user = setupUser();
  render(<ImageGallery images={images} thumbs={thumbs} title="MAHLE OC 90" onClose={jest.fn()} />);
  expect(screen.getByRole('dialog', { name: 'Изображения: MAHLE OC 90' })).toHaveFocus();
  expect(screen.getByText('1 из 3')).toBeInTheDocument();
  expect(shown()).toBe('/media/1.jpg');

  await user.click(screen.getByRole('button', { name: 'Следующее изображение' }));
  expect(screen.getByText('2 из 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Предыдущее изображение' }));
  await user.click(screen.getByRole('button', { name: 'Предыдущее изображение' }));
  expect(screen.getByText('3 из 3')).toBeInTheDocument();
  expect(shown()).toBe('/media/3.jpg');

  await user.click(screen.getByRole('button', { name: 'Изображение 2' }));
  expect(screen.getByText('2 из 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Изображение 2' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Изображение 2' }).querySelector('img')).toHaveAttribute(
    'src',
    '/media/t2.jpg',
  );
});

it('turns the pages with the arrow keys and closes with Esc', async () => {
  const onClose = jest.fn();
  const user = setupUser();
  render(<ImageGallery images={images} thumbs={thumbs} title="MAHLE OC 90" onClose={onClose} />);
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByText('3 из 3')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByText('1 из 3')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByText('3 из 3')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes on a backdrop click, not on a click on the image', async () => {
  const onClose = jest.fn();
  const user = setupUser();
  render(<ImageGallery images={images} thumbs={thumbs} title="MAHLE OC 90" onClose={onClose} />);
  await user.click(screen.getByRole('img', { name: /изображение/ }));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('gallery-backdrop'));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('shows neither count, thumbnails nor arrows for a single image', () => {
  render(<ImageGallery images={['/media/1.jpg']} thumbs={[]} title="MAHLE OC 90" onClose={jest.fn()} />);
  expect(screen.getByRole('img', { name: 'MAHLE OC 90, изображение 1' })).toBeInTheDocument();
  expect(screen.queryByText(/из/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Изображение/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Следующее изображение' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
});
