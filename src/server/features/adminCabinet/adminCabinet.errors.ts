import { defineErrors } from '../../platform/http/errors';

const quoted = (titles: readonly string[]) => titles.map((t) => `”${t}”`).join(', ');

export const adminCabinetErrors = defineErrors({
  ITEM_NOT_FOUND: { status: 404, text: 'Bannern eller katalogen finns inte. Ladda om listan.' },
  SECTION_NOT_FOUND: { status: 404, text: 'Innehållsavsnittet finns inte. Ladda om listan.' },
  LINKED_SECTION_NOT_FOUND: {
    status: 400,
    text: 'Det valda innehållsavsnittet finns inte längre. Välj ett annat avsnitt.',
  },
  SECTION_IN_USE: {
    status: 409,
    text: (banners: readonly string[]) =>
      `Avsnittet kan inte tas bort: bannern ${quoted(banners)} länkar till det. Ta bort bannern eller ändra dess länk först.`,
  },
  SECTION_SHOWN: {
    status: 409,
    text: (banners: readonly string[]) =>
      `Avsnittet kan inte avpubliceras: den publicerade bannern ${quoted(banners)} öppnar det. Avpublicera bannern först.`,
  },
  SECTION_NOT_PUBLISHED: {
    status: 409,
    text: (section: string) =>
      `Bannern öppnar avsnittet ”${section}”, som inte är publicerat. Publicera avsnittet först.`,
  },
});
