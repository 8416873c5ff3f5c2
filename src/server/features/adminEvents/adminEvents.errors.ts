import { defineErrors } from '../../platform/http/errors';

export const adminEventsErrors = defineErrors({
  SURVEY_NOT_FOUND: { status: 404, text: 'Enkäten finns inte. Ladda om listan.' },
  EVENT_NOT_FOUND: { status: 404, text: 'Evenemanget finns inte längre. Ladda om listan.' },
  UNKNOWN_FIELD: {
    status: 400,
    text: 'Frågan hör inte till den här enkäten. Ladda om enkäten och gör ändringen igen.',
  },
  SURVEY_IN_USE_TYPE: {
    status: 409,
    text: (titles: string) =>
      `Enkäten är anmälningsenkät till ${titles} och måste förbli en anmälan till evenemang.`,
  },
  SURVEY_IN_USE_ACTIVE: {
    status: 409,
    text: (titles: string) =>
      `Enkäten används för anmälan till det publicerade evenemanget ${titles}. Välj en annan anmälningsenkät för evenemanget eller avpublicera det först.`,
  },
  WAREHOUSE_NOT_FOUND: { status: 400, text: 'Välj ett av lagren i listan' },
  NOT_A_REGISTRATION_SURVEY: {
    status: 400,
    text: 'Välj en enkät av typen Anmälan till evenemang',
  },
  SURVEY_INACTIVE: {
    status: 400,
    text: 'Enkäten är inte aktiv. Aktivera den under Enkäter och formulär, eller välj en annan.',
  },
  SURVEY_LOCKED_BY_REGISTRATIONS: {
    status: 409,
    text: (count: number) =>
      `Evenemanget har ${count} ${count === 1 ? 'anmälan' : 'anmälningar'} gjorda med den nuvarande enkäten, så anmälningsenkäten kan inte bytas.`,
  },
  PUBLISH_SURVEY_INACTIVE: {
    status: 409,
    text: 'Evenemangets anmälningsenkät är inte aktiv, så ingen skulle kunna anmäla sig. Aktivera enkäten eller välj en annan först.',
  },
  EVENT_HAS_REGISTRATIONS: {
    status: 409,
    text: (count: number) =>
      `Evenemanget har ${count} ${count === 1 ? 'anmälan' : 'anmälningar'} och kan inte tas bort. Avpublicera det i stället, så ser företagen det inte längre.`,
  },
});
