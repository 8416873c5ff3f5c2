import type { PublicationState } from '@shared/api/news.api';
import type { CabinetLinkType, ColorTheme, ProviderDocType } from '@shared/api/providerDocuments.api';

/**
 * The demo provider's published documents (decision 0056): what a Swedish VVS wholesaler puts out for its
 * customer firms. Each becomes a small PDF at seed time from its headed sections.
 */
export interface DemoSection {
  heading: string;
  text: string;
}

export interface DemoDocument {
  title: string;
  description: string;
  fileName: string;
  updatedOn: string;
  sections: DemoSection[];
  category?: string;
  docType?: ProviderDocType;
  state?: PublicationState;
}

export const demoInstructions: DemoDocument[] = [
  {
    category: 'Golvbrunnar och våtrum',
    title: 'Montageanvisning golvbrunn',
    description: 'Montage av golvbrunn med klämring i bjälklag av betong och trä, med tätskiktsanslutning.',
    fileName: 'montageanvisning-golvbrunn.pdf',
    updatedOn: '2026-09-14',
    sections: [
      {
        heading: 'Placering',
        text: 'Placera brunnen minst 200 mm från vägg så att klämringen kan monteras och tätskiktet läggas runt om. Fall mot brunn 1:150–1:50 inom duschplatsen.',
      },
      {
        heading: 'Infästning',
        text: 'Gjut eller skruva fast brunnen i nivå med färdigt avjämningsskikt. I träbjälklag monteras brunnen i ett avväxlat fält med reglar runt om.',
      },
      {
        heading: 'Tätskikt',
        text: 'Tätskiktet dras ner i brunnens fläns och kläms med klämringen. Dra klämringens skruvar korsvis. Kontrollera att tätskiktet är helt runt om innan plattsättning.',
      },
      {
        heading: 'Provning',
        text: 'Provtryck avloppet enligt Säker Vatten och dokumentera i egenkontrollen. Rensa sil och vattenlås innan överlämning till kund.',
      },
    ],
  },
  {
    category: 'Golvbrunnar och våtrum',
    title: 'Egenkontroll våtrum (Säker Vatten)',
    description:
      'Blankett och vägledning för egenkontroll av installationer i våtrum enligt Säker Vatten 2021:1.',
    fileName: 'egenkontroll-vatrum-saker-vatten.pdf',
    updatedOn: '2026-06-02',
    sections: [
      {
        heading: 'Före montage',
        text: 'Kontrollera att rörgenomföringar är godkända för tätskiktet och att fördelarskåp placeras så att läckage upptäcks.',
      },
      {
        heading: 'Under montage',
        text: 'Fotografera dolda rörförläggningar och rörgenomföringar. Notera fabrikat och typ av golvbrunn och tätskikt.',
      },
      {
        heading: 'Efter montage',
        text: 'Provtryck tappvattensystemet och kontrollera täthet. Egenkontrollen signeras av behörig montör och lämnas till beställaren.',
      },
    ],
  },
  {
    category: 'Värmepumpar',
    title: 'Skötselråd värmepump',
    description:
      'Råd att lämna till kunden: filter, tryck, larm och årlig service av berg- och luftvärmepump.',
    fileName: 'skotselrad-varmepump.pdf',
    updatedOn: '2026-10-05',
    sections: [
      {
        heading: 'Varje månad',
        text: 'Kontrollera trycket i värmesystemet (1,0–1,5 bar) och att inga larm visas i displayen.',
      },
      {
        heading: 'Varje kvartal',
        text: 'Rengör smutsfiltret på värmebärarsidan. Kontrollera nivån i köldbärarens nivåkärl på bergvärmepumpar.',
      },
      {
        heading: 'Varje år',
        text: 'Låt en certifierad tekniker göra läckagekontroll enligt F-gasförordningen och kontrollera säkerhetsventiler.',
      },
    ],
  },
  {
    category: 'Värmepumpar',
    title: 'Injustering av golvvärme',
    description: 'Flödesinjustering av golvvärmekretsar från fördelare, med tabell för slinglängder.',
    fileName: 'injustering-golvvarme.pdf',
    updatedOn: '2026-03-18',
    sections: [
      {
        heading: 'Förberedelse',
        text: 'Fyll och avlufta systemet. Öppna alla kretsar helt och låt cirkulationspumpen gå på konstant tryck.',
      },
      {
        heading: 'Injustering',
        text: 'Ställ in flödet per krets efter slinglängd: längre slingor får större flöde. Börja med den längsta slingan.',
      },
    ],
  },
  {
    category: 'Montör',
    title: 'Beställa via Montör – kom igång',
    description: 'Så söker du i katalogen, lägger varor i korgen och skickar en beställning till ditt lager.',
    fileName: 'bestalla-via-montor-kom-igang.pdf',
    updatedOn: '2026-11-02',
    sections: [
      {
        heading: 'Sök',
        text: 'Sök på artikelnummer, E-nummer eller benämning. Dina nettopriser visas när du är inloggad.',
      },
      {
        heading: 'Varukorg',
        text: 'Lägg varorna i varukorgen och välj lager och leveranssätt: hämtas i lager eller leverans till arbetsplatsen.',
      },
      {
        heading: 'Skicka',
        text: 'Ange ert märke (till exempel projektnamn) och skicka. Orderbekräftelsen kommer med e-post.',
      },
    ],
  },
  {
    category: 'Montör',
    title: 'Fakturera ROT-arbete i Montör',
    description: 'Under omarbetning av grossisten.',
    fileName: 'fakturera-rot-arbete.pdf',
    updatedOn: '2026-11-20',
    state: 'DRAFT',
    sections: [
      { heading: 'Utkast', text: 'Anvisningen skrivs om inför ändrade regler för skattereduktion.' },
    ],
  },
];

export const demoDownloadables: DemoDocument[] = [
  {
    title: 'Beställningsblankett',
    description: 'För beställning per e-post eller fax när Montör inte kan användas.',
    fileName: 'bestallningsblankett.pdf',
    updatedOn: '2026-01-12',
    sections: [
      { heading: 'Kunduppgifter', text: 'Kundnummer, företag, beställare, telefon och ert märke.' },
      { heading: 'Leverans', text: 'Hämtas i lager eller levereras till adress. Önskad leveransdag.' },
      {
        heading: 'Artiklar',
        text: 'Artikelnummer, benämning och antal. Skicka till ditt lagers ordermottagning.',
      },
    ],
  },
  {
    title: 'Returblankett',
    description: 'Bifoga blanketten med returen. Returer ska anmälas och godkännas i förväg.',
    fileName: 'returblankett.pdf',
    updatedOn: '2026-02-03',
    sections: [
      {
        heading: 'Villkor',
        text: 'Lagerförda varor i obruten förpackning tas i retur inom 30 dagar mot en returavgift på 20 %.',
      },
      { heading: 'Uppgifter', text: 'Fakturanummer, artikelnummer, antal och orsak till returen.' },
    ],
  },
  {
    title: 'Villkor för prislistor',
    description: 'Hur brutto- och nettoprislistor får användas och när de uppdateras.',
    fileName: 'villkor-for-prislistor.pdf',
    updatedOn: '2026-11-16',
    sections: [
      {
        heading: 'Användning',
        text: 'Prislistorna är för ert eget bruk och får inte lämnas vidare till tredje part.',
      },
      {
        heading: 'Uppdatering',
        text: 'Prislistorna uppdateras varje måndag. Priserna gäller vid leveransdagen.',
      },
    ],
  },
  {
    title: 'Reklamationsanmälan',
    description: 'Anmälan av fel på levererad vara, med uppgifter som leverantören behöver.',
    fileName: 'reklamationsanmalan.pdf',
    updatedOn: '2026-05-22',
    sections: [
      {
        heading: 'Uppgifter',
        text: 'Fakturanummer, artikel, tillverkningsnummer, installationsdatum och beskrivning av felet.',
      },
      {
        heading: 'Bilder',
        text: 'Bifoga bilder på felet och på typskylten. Spara varan tills reklamationen är avgjord.',
      },
    ],
  },
];

export const demoTypeDocuments: DemoDocument[] = [
  {
    docType: 'GENERAL_TERMS',
    title: 'Allmänna leveransvillkor',
    description: 'Villkor för leveranser enligt NL 17 och ABM 07.',
    fileName: 'allmanna-leveransvillkor.pdf',
    updatedOn: '2026-01-01',
    sections: [
      {
        heading: 'Tillämpning',
        text: 'Villkoren gäller all försäljning till näringsidkare. I övrigt gäller NL 17 och ABM 07.',
      },
      {
        heading: 'Betalning',
        text: 'Betalning sker 30 dagar netto. Vid försenad betalning debiteras dröjsmålsränta enligt räntelagen.',
      },
      { heading: 'Äganderätt', text: 'Varorna förblir säljarens egendom till dess de är betalda.' },
    ],
  },
  {
    docType: 'PRIVACY_POLICY',
    title: 'Integritetspolicy',
    description: 'Hur vi behandlar personuppgifter enligt dataskyddsförordningen (GDPR).',
    fileName: 'integritetspolicy.pdf',
    updatedOn: '2026-04-01',
    sections: [
      {
        heading: 'Personuppgiftsansvarig',
        text: 'Grossisten är personuppgiftsansvarig för uppgifter om kunders anställda i Montör.',
      },
      {
        heading: 'Ändamål',
        text: 'Uppgifterna används för att hantera kundkonton, beställningar och fakturor.',
      },
      {
        heading: 'Dina rättigheter',
        text: 'Du har rätt att begära utdrag, rättelse och radering. Kontakta kundtjänst.',
      },
    ],
  },
  {
    docType: 'CREDIT_APPLICATION',
    title: 'Kreditansökan',
    description: 'Ansökan om kredit och kundkonto för företag.',
    fileName: 'kreditansokan.pdf',
    updatedOn: '2026-03-09',
    sections: [
      {
        heading: 'Företaget',
        text: 'Organisationsnummer, firmatecknare, fakturaadress och önskad kreditgräns.',
      },
      { heading: 'Kreditprövning', text: 'Vi gör en kreditupplysning. Beslut lämnas inom tre arbetsdagar.' },
    ],
  },
  {
    docType: 'COOKIE_POLICY',
    title: 'Cookiepolicy',
    description: 'Under granskning.',
    fileName: 'cookiepolicy.pdf',
    updatedOn: '2026-11-20',
    state: 'UNPUBLISHED',
    sections: [{ heading: 'Cookies', text: 'Vilka kakor tjänsten använder och varför.' }],
  },
];

// ---- the start page's cabinet: banners, flipbooks and the content sections banners open ----

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
