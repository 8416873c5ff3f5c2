import type { UseFormReturnType } from '@mantine/form';
import { messages } from '@shared/domain/validators';
import { useState } from 'react';
import type { CaptchaState } from './CaptchaField';
import { formFailure } from './submit-errors';

/**
 * The submit of a form that carries the captcha: its answer is checked with the form's own rules, a
 * refusal puts the server's messages at their fields (or above the button), and any refusal asks a new
 * question, since the ticket is spent either way.
 */
export function useCaptchaSubmit<Values extends { captchaAnswer: string }>(
  form: UseFormReturnType<Values>,
  captcha: CaptchaState,
  send: (values: Values) => Promise<void>,
) {
  const [general, setGeneral] = useState<string | null>(null);
  function markCaptcha() {
    if (!captcha.answer.trim()) form.setFieldError('captchaAnswer', messages.required);
  }
  async function submit(values: Values) {
    if (!captcha.answer.trim()) return markCaptcha();
    setGeneral(null);
    try {
      await send(values);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const failure = formFailure(error);
      form.setErrors(failure.fields);
      setGeneral(failure.general);
      captcha.renew();
    }
  }
  return { general, onSubmit: form.onSubmit(submit, markCaptcha) };
}
