import { defineErrors } from '../../platform/http/errors';

export const adminCatalogueErrors = defineErrors({
  FIRM_NOT_FOUND: { status: 404, text: 'Det finns inget företag med det kundnumret.' },
  FILE_EMPTY: { status: 400, text: 'Filen är tom. Välj prisfilen eller rabattbrevet igen.' },
  IMPORT_NOT_FOUND: { status: 404, text: 'Importen finns inte.' },
  ARTICLE_NOT_FOUND: { status: 400, text: 'Artikeln finns inte i katalogen (eller är utgången).' },
  CAMPAIGN_NOT_BELOW_LIST: {
    status: 400,
    text: 'Kampanjpriset måste vara lägre än listpriset, annars är det ingen kampanj.',
  },
  CAMPAIGN_ENDS_IN_PAST: { status: 400, text: 'Sista dagen kan inte ha passerat. Välj i dag eller senare.' },
  NO_CAMPAIGN: { status: 409, text: 'Artikeln har ingen kampanj att avsluta.' },
  GROUP_NOT_FOUND: { status: 404, text: 'Rabattgruppen finns inte i katalogen.' },
});
