import { Button } from '@shop/shared/kit/button';
import type { ButtonProps } from 'antd/es/button';
import { useFormikContext } from 'formik';

export type SubmitButtonProps = Omit<ButtonProps, 'htmlType'>;

/** The form's submit button (Enter in any field submits too); spins while the form is submitting. */
export function SubmitButton({
  type = 'primary',
  loading,
  disabled,
  children,
  ...button
}: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext<unknown>();
  return (
    <Button {...button} type={type} htmlType="submit" loading={loading ?? isSubmitting} disabled={disabled}>
      {children}
    </Button>
  );
}
