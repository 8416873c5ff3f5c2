import { defineErrors } from '../../platform/http/errors';

export const adminFirmsErrors = defineErrors({
  FIRM_NOT_FOUND: { status: 404, text: 'Företaget finns inte.' },
  CODE_TAKEN: { status: 400, text: 'Kundnumret används redan av ett annat företag.' },
  WAREHOUSE_NOT_FOUND: { status: 400, text: 'Lagret finns inte. Välj ett lager i listan.' },
  LOGIN_TAKEN: { status: 400, text: 'Användarnamnet används redan. Välj ett annat.' },
  FIRM_INACTIVE: { status: 409, text: 'Företaget är inaktiverat. Aktivera det först.' },
  APPLICATION_NOT_FOUND: { status: 404, text: 'Ansökan finns inte.' },
  APPLICATION_DECIDED: {
    status: 409,
    text: 'Ansökan är redan avgjord, kanske av en kollega. Företaget skapades inte.',
  },
  EMPLOYEE_NOT_FOUND: { status: 404, text: 'Den anställda finns inte.' },
  EMPLOYEE_INACTIVE: { status: 409, text: 'Den anställda är inaktiverad. Aktivera hen först.' },
  NO_EMAIL: { status: 409, text: 'Den anställda har ingen e-postadress. Lägg till en först.' },
  LAST_ADMIN: { status: 400, text: 'Företaget måste ha minst en aktiv administratör.' },
  GUEST_APPLICATION_NOT_FOUND: { status: 404, text: 'Ansökan om gästkonto finns inte.' },
  NO_PROVIDER: { status: 409, text: 'Leverantören är inte upplagd.' },
});
