import { defineErrors } from '../../platform/http/errors';

export const eventsErrors = defineErrors({
  EVENT_NOT_FOUND: { status: 404, text: 'Evenemanget finns inte eller är inte längre publicerat.' },
  EVENT_NOT_REGISTERED: { status: 404, text: 'Du är inte anmäld till det här evenemanget.' },
  EVENT_NO_REGISTRATION: {
    status: 400,
    text: 'Det här evenemanget tar inte emot anmälningar i Montör. Kontakta arrangören.',
  },
  EVENT_WRONG_SURVEY: { status: 400, text: 'Enkäten hör inte till det här evenemanget.' },
  EVENT_CLOSED: { status: 409, text: 'Evenemanget har redan varit, så anmälan är stängd.' },
});
