import { type Captcha, contentApi } from '@shared/api/content.api';
import type { TestClient } from './test-app';

/** Asks the captcha and answers it as a person would: the ticket and the right answer for a form. */
export async function solveCaptcha(browser: TestClient) {
  const c = (await browser.call(contentApi.captcha)).body.result as Captcha;
  const answer = {
    '+': c.operand1 + c.operand2,
    '-': c.operand1 - c.operand2,
    '*': c.operand1 * c.operand2,
    '/': c.operand1 / c.operand2,
  }[c.operation];
  return { captchaTicket: c.ticket, captchaAnswer: String(answer) };
}
