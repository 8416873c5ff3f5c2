import { formatKr } from '@shared/domain/format';
import { defineErrors } from '../../../platform/http/errors';

export const documentRelationsErrors = defineErrors({
  SOURCE_NOT_FOUND: { status: 404, text: 'Dokumentet finns inte' },
  NOT_CONVERTIBLE: {
    status: 400,
    text: (from: string, to: string) => `${from} kan inte göras om till ${to.toLowerCase()}`,
  },
  CREDIT_OF_DRAFT: {
    status: 409,
    text: 'Bara en slutförd faktura kan krediteras — ett utkast ändrar eller tar du bort i stället',
  },
  MAIN_SOURCE_NOT_AMONG_SOURCES: {
    status: 400,
    text: 'Dokumentet vars huvud ska användas måste vara ett av källdokumenten',
  },
  OWN_ARTICLE_NOT_FOUND: { status: 404, text: 'Den egna artikeln finns inte' },
  NO_ITEMS_IN_KIND: { status: 400, text: 'Det går inte att lägga till artiklar i den här dokumenttypen' },
  PARTIAL_NOT_FOR_KIND: {
    status: 400,
    text: (to: string) => `Delfakturering går inte att göra till ${to.toLowerCase()}, bara till faktura`,
  },
  PARTIAL_ONE_SOURCE: { status: 400, text: 'Delfakturera ett dokument i taget' },
  PARTIAL_NOT_POSITIVE: { status: 400, text: 'Delbeloppet måste vara större än 0 kr' },
  PARTIAL_WHOLE_KRONOR: {
    status: 400,
    text: 'Ange delbeloppet i hela kronor (fakturans belopp att betala avrundas till hela kronor)',
  },
  PARTIAL_NOTHING_LEFT: { status: 400, text: 'Det finns inget kvar att fakturera på källdokumentet' },
  PARTIAL_EXCEEDS_LEFT: {
    status: 400,
    text: (leftOre: number) =>
      `Delbeloppet får vara högst ${formatKr(leftOre)}, det som är kvar att fakturera`,
  },
  ENDING_PARTIAL_NOT_YET: {
    status: 400,
    text: 'Slutfakturering kommer med faktureringen; skapa en delfaktura med det som är kvar att fakturera',
  },
});
