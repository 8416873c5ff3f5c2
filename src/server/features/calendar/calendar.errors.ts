import { defineErrors } from '../../platform/http/errors';

export const calendarErrors = defineErrors({
  CALENDAR_NO_PLANNED_START: {
    status: 400,
    text: 'Arbetsordern har ingen planerad start. Ange planerad start för att lägga den i kalendern.',
  },
});
