/**
 * The demo provider's sale terms (decision 0054): the text its price-list page shows above the lists.
 * Realistic terms of a Swedish VVS wholesaler, written as the provider would publish them.
 */
export const demoSaleTerms = {
  title: 'Allmänna försäljnings- och leveransvillkor',
  updatedOn: '2026-11-16',
  sections: [
    {
      heading: 'Tillämpning',
      text:
        'Villkoren gäller för all försäljning till näringsidkare om inte annat skriftligen avtalats. ' +
        'I övrigt gäller NL 17 och ABM 07 i den mån de inte strider mot dessa villkor.',
    },
    {
      heading: 'Priser',
      text:
        'Priserna i prislistorna är angivna i svenska kronor exklusive mervärdesskatt, om inget annat anges. ' +
        'Bruttoprislistan uppdateras varje måndag. Nettopriserna följer ert rabattbrev per rabattgrupp och ' +
        'gäller vid leveransdagen. Vi förbehåller oss rätten till prisändringar vid ändrade inköpspriser, ' +
        'valutakurser eller skatter och avgifter.',
    },
    {
      heading: 'Kampanjpriser',
      text:
        'Kampanjpriser gäller till och med angivet slutdatum eller så långt lagret räcker. ' +
        'Kampanjpris och rabatt kan inte kombineras; det lägsta priset gäller.',
    },
    {
      heading: 'Betalningsvillkor',
      text:
        'Betalning sker mot faktura 30 dagar netto efter godkänd kreditprövning. Vid försenad betalning ' +
        'debiteras dröjsmålsränta enligt räntelagen samt påminnelseavgift enligt lag (1981:739).',
    },
    {
      heading: 'Leverans och frakt',
      text:
        'Leverans sker fritt vårt lager (FCA enligt Incoterms 2020). Order under 1 500 kr exklusive moms ' +
        'debiteras en expeditionsavgift på 95 kr. Leverans till arbetsplats bokas senast kl. 15 dagen före.',
    },
    {
      heading: 'Reklamation och retur',
      text:
        'Synliga fel och transportskador ska anmälas inom 8 dagar från mottagandet. Lagerförda artiklar i ' +
        'obruten förpackning tas i retur inom 30 dagar mot en returavgift på 15 %. Beställningsvaror och ' +
        'kapade rör tas inte i retur.',
    },
    {
      heading: 'Äganderättsförbehåll',
      text: 'Levererade varor förblir vår egendom till dess att full betalning har erlagts.',
    },
  ],
};
