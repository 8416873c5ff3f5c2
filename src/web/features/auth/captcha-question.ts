import type { Captcha } from '@shared/api/content.api';

const symbols: Record<Captcha['operation'], string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** `Vad blir 7 + 3?` */
export function captchaQuestion(captcha: Captcha): string {
  return `Vad blir ${captcha.operand1} ${symbols[captcha.operation]} ${captcha.operand2}?`;
}
