import { Button, Result } from '@shop/shared/kit';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { NOT_FOUND_TITLE } from './notFound';

export function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Result
      status="404"
      title={NOT_FOUND_TITLE}
      subTitle="Возможно, она была удалена или адрес набран с ошибкой."
      extra={
        <Link to="/">
          <Button type="primary">На главную</Button>
        </Link>
      }
    />
  );
}
