import { Button } from '@shop/shared/kit/button';
import { Modal } from '@shop/shared/kit/overlays';
import { useNavigate } from '@shop/shared/router';
import { LOGIN_PATH, useLoginPrompt } from '@shop/shared/session';
import { ThemeScope } from '@shop/shared/ui';

export default function LoginPromptModal() {
  const close = useLoginPrompt((state) => state.close);
  const navigate = useNavigate();
  const go = (path: string) => {
    close();
    navigate(path);
  };
  return (
    <ThemeScope>
      <Modal
        open
        title="Войти или зарегистрироваться"
        onCancel={close}
        footer={[
          <Button key="registration" onClick={() => go('/auth/registration')}>
            Регистрация
          </Button>,
          <Button key="login" type="primary" onClick={() => go(LOGIN_PATH)}>
            Войти
          </Button>,
        ]}
      >
        Чтобы продолжить, войдите в личный кабинет или зарегистрируйтесь — это займёт минуту.
      </Modal>
    </ThemeScope>
  );
}
