import { Button, Result } from '@shop/shared/kit';
import { Link } from '@shop/shared/router';

export function NotFound() {
  return (
    <Result
      status="404"
      title="Страница не найдена"
      subTitle="Возможно, она была удалена или адрес набран с ошибкой."
      extra={
        <Link to="/">
          <Button type="primary">На главную</Button>
        </Link>
      }
    />
  );
}
