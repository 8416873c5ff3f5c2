import {
  validateEmail,
  validateMaxLength,
  validateMobile,
  validateRequired,
} from '@shared/domain/validators';

type Rule = (value: string) => string | null;

/** The first rule that fails, as Mantine's `useForm` wants a validator. */
export const first =
  (...rules: Rule[]): Rule =>
  (value) =>
    rules.reduce<string | null>((found, rule) => found ?? rule(value), null);

export const rules = {
  required: (max: number) => first(validateRequired, (v) => validateMaxLength(v, max)),
  optional: (max: number) => (v: string) => validateMaxLength(v, max),
  email: first(validateRequired, validateEmail, (v) => validateMaxLength(v, 200)),
  phone: first(validateMobile, (v) => validateMaxLength(v, 32)),
  requiredPhone: first(validateRequired, validateMobile, (v) => validateMaxLength(v, 32)),
};
