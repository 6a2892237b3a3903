import { Button } from '@shop/shared/kit/button';
import { useNavigate } from '@shop/shared/router';

/** 'Перейти к оплате': the pay page of the order. */
export function PayButton({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(`/order/${orderId}/pay`)}>
      Перейти к оплате
    </Button>
  );
}
