import type { PublicationState } from '@shared/api/news.api';
import type { CabinetLinkType, ColorTheme } from '@shared/api/providerDocuments.api';
import type { DemoSection } from './providerDocuments.data';

/** The demo provider's start-page cabinet (decision 0056): its banners, flipbooks and content sections. */

export interface DemoContentSection {
  key: string;
  title: string;
  body: string;
  updatedOn: string;
  state?: PublicationState;
}

export interface DemoBanner {
  title: string;
  text: string;
  colorTheme: ColorTheme;
  linkType: CabinetLinkType;
  /** A path, an address, or (EXTENDED_CONTENT_SECTION_UID) the key of a section above. */
  link: string;
  linkText: string;
  state?: PublicationState;
}

export interface DemoFlipbook {
  title: string;
  description: string;
  fileName: string;
  colorTheme: ColorTheme;
  sections: DemoSection[];
  state?: PublicationState;
}

export const demoContentSections: DemoContentSection[] = [
  {
    key: 'vinteroppettider',
    title: 'Öppettider i lagren under jul och nyår',
    updatedOn: '2026-11-25',
    body:
      '<p>Under helgerna har våra lager ändrade öppettider. Beställningar i Montör tas emot som vanligt och ' +
      'levereras första öppna dag.</p><ul><li><strong>23 december:</strong> 07.00–15.00</li>' +
      '<li><strong>24–26 december:</strong> stängt</li><li><strong>27–30 december:</strong> 07.00–16.00</li>' +
      '<li><strong>31 december och 1 januari:</strong> stängt</li><li><strong>6 januari:</strong> stängt</li></ul>' +
      '<p>Akuta beställningar: ring jourtelefonen <a href="tel:+46104501000">010-450 10 00</a>.</p>',
  },
  {
    key: 'utkast',
    title: 'Nytt sortiment för tappvatten 2027',
    updatedOn: '2026-11-27',
    state: 'DRAFT',
    body: '<p>Presenteras i januari.</p>',
  },
];

export const demoBanners: DemoBanner[] = [
  {
    title: 'Hämta era prislistor',
    text: 'Nettoprislistor med era rabatter som Excel, CSV eller PDF – uppdaterade varje måndag.',
    colorTheme: 'DARK_BLUE',
    linkType: 'INTERNAL_LINK',
    link: '/price_lists',
    linkText: 'Till prislistorna',
  },
  {
    title: 'Jul och nyår i lagren',
    text: 'Se när lagren har öppet under helgerna och hur beställningar levereras.',
    colorTheme: 'LIGHT_BLUE',
    linkType: 'EXTENDED_CONTENT_SECTION_UID',
    link: 'vinteroppettider',
    linkText: 'Visa öppettider',
  },
  {
    title: 'Säker Vatten 2021:1',
    text: 'Branschreglerna för säker vatteninstallation hos Säker Vatten AB.',
    colorTheme: 'LIGHT_GREY',
    linkType: 'EXTERNAL_LINK',
    link: 'https://www.sakervatten.se/',
    linkText: 'Läs hos Säker Vatten',
  },
  {
    title: 'Vårkampanj golvvärme',
    text: 'Publiceras i mars.',
    colorTheme: 'BLUE',
    linkType: 'INTERNAL_LINK',
    link: '/campaigns',
    linkText: 'Till kampanjerna',
    state: 'DRAFT',
  },
];

export const demoFlipbooks: DemoFlipbook[] = [
  {
    title: 'Badrumskatalog 2027',
    description: 'Porslin, blandare, duschar och badrumsmöbler för hela året.',
    fileName: 'badrumskatalog-2027.pdf',
    colorTheme: 'BLUE',
    sections: [
      {
        heading: 'Porslin',
        text: 'Vägghängda och golvstående toaletter, tvättställ och bidéer från ledande tillverkare.',
      },
      {
        heading: 'Blandare',
        text: 'Tvättställs-, dusch- och badkarsblandare med termostat och skållningsskydd.',
      },
      {
        heading: 'Badrumsmöbler',
        text: 'Kommoder, spegelskåp och belysning i standardmått 60, 80 och 100 cm.',
      },
    ],
  },
  {
    title: 'Värmepumpar – produktguide',
    description: 'Berg-, luft/vatten- och frånluftsvärmepumpar med effekt, ljudnivå och SCOP.',
    fileName: 'varmepumpar-produktguide.pdf',
    colorTheme: 'DARK_BLUE',
    sections: [
      {
        heading: 'Bergvärme',
        text: 'Värmepumpar 4–17 kW för villor med borrhål, med inbyggd varmvattenberedare.',
      },
      { heading: 'Luft/vatten', text: 'Utedelar 6–16 kW för vattenburen värme, drift ned till −25 °C.' },
      {
        heading: 'Dimensionering',
        text: 'Välj effekt efter husets effektbehov vid dimensionerande utetemperatur.',
      },
    ],
  },
  {
    title: 'Installationsnyheter vinter',
    description: 'Nya artiklar för rör, ventiler och fästmaterial.',
    fileName: 'installationsnyheter-vinter.pdf',
    colorTheme: 'GREY',
    sections: [{ heading: 'Rör', text: 'Nya dimensioner av flerskiktsrör och presskopplingar.' }],
    state: 'UNPUBLISHED',
  },
];
