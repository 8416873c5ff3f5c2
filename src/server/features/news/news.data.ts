import type { PublicationState } from '@shared/api/news.api';

/**
 * The demo provider's news and messages: what a Swedish VVS wholesaler tells its installers over an
 * autumn. Pictures are the catalogue's product pictures; bodies are HTML as the provider's editor writes it.
 */
export interface NewsSeed {
  title: string;
  publishDate: string;
  images: string[];
  body: string;
  links?: Array<{ title: string; link: string }>;
  state?: PublicationState;
  /** Read by the demo firm's admin already. */
  readByAdmin?: boolean;
}

const picture = (name: string) => `/media/catalogue/${name}.svg`;

export const demoNews: NewsSeed[] = [
  {
    title: 'Öppettider i jul och nyår',
    publishDate: '2026-11-20',
    images: [],
    body: `<p>Under helgerna har våra lager ändrade öppettider:</p>
<ul>
<li><strong>Julafton 24/12</strong> och <strong>juldagen 25/12</strong>: stängt</li>
<li><strong>Annandag jul 26/12</strong>: stängt</li>
<li><strong>27–30/12</strong>: 07.00–15.00</li>
<li><strong>Nyårsafton 31/12</strong> och <strong>nyårsdagen 1/1</strong>: stängt</li>
<li><strong>Trettondagen 6/1</strong>: stängt</li>
</ul>
<p>Beställningar i Montör som kommer in efter kl. 12.00 den 23/12 levereras den 27/12. Jourbutiken i Malmö har öppet som vanligt på lördagar.</p>
<p>God jul och gott nytt år önskar alla vi på Nordlunds!</p>`,
    links: [{ title: 'Hitta ditt lager', link: '/warehouses/' }],
  },
  {
    title: 'Ny prislista från 1 december',
    publishDate: '2026-11-16',
    images: [picture('pipe-1')],
    body: `<p>Den <strong>1 december</strong> gäller vår nya bruttoprislista. Leverantörernas höjningar på koppar och mässing slår igenom med i snitt <strong>3,8 %</strong> på kopparrör och pressmuffar; plaströr och golvvärme är oförändrade.</p>
<p>Era nettopriser räknas om automatiskt med era avtalade rabatter. Offerter och kalkyler som redan är sparade behåller sina priser tills ni aktualiserar dem.</p>
<p>Har ni frågor om er rabattstruktur, kontakta er säljare eller <a href="mailto:kundservice@nordlunds-vvs.se">kundservice@nordlunds-vvs.se</a>.</p>`,
    links: [{ title: 'Prislistor', link: '/price_lists' }],
  },
  {
    title: 'Utbildningsdag: nya regler för våtrum 2027',
    publishDate: '2026-11-09',
    images: [picture('drain-2'), picture('shower-1')],
    body: `<p>Branschreglerna Säker Vatteninstallation och GVK:s våtrumsregler uppdateras till 2027. Vi bjuder in till en halvdag om vad som ändras för rördragning i våtrum, tätning av genomföringar och dokumentation till kund.</p>
<p><strong>Tid:</strong> torsdag 21 januari 2027 kl. 07.30–12.00, frukost från 07.00.<br><strong>Plats:</strong> Nordlunds Lund, Företagsvägen 14.</p>
<p>Kostnadsfritt för våra kunder. Anmäl senast 14 januari; platserna är begränsade till 40.</p>`,
    links: [{ title: 'Säker Vatten', link: 'https://www.sakervatten.se' }],
  },
  {
    title: 'Kampanj: 15 % på termostatblandare i november',
    publishDate: '2026-11-02',
    images: [picture('mixer-3')],
    body: `<p>Hela november får ni <strong>15 % extra rabatt</strong> på termostatblandare för dusch och badkar från våra tre största märken, utöver era vanliga nettopriser.</p>
<p>Rabatten dras automatiskt när ni beställer i Montör eller handlar i butik. Gäller så långt lagret räcker.</p>`,
    links: [{ title: 'Se kampanjerna', link: '/campaigns' }],
    readByAdmin: true,
  },
  {
    title: 'Nya luft/vatten-värmepumpar i sortimentet',
    publishDate: '2026-10-26',
    images: [picture('heater-0'), picture('pump-2')],
    body: `<p>Vi har tagit in en ny serie luft/vatten-värmepumpar på 6, 8 och 12 kW med det naturliga köldmediet R290. De klarar framledning upp till 70 °C och passar därför även för radiatorsystem i äldre villor.</p>
<p>Alla storlekar finns i lager i Lund, Göteborg och Jönköping. Produktblad och dimensioneringshjälp finns på varje artikel i katalogen.</p>`,
    readByAdmin: true,
  },
  {
    title: 'Kortare leveranstider till Småland',
    publishDate: '2026-10-12',
    images: [],
    body: `<p>Från vecka 43 kör vi egna bilar från centrallagret i Jönköping till Växjö, Kalmar och Karlskrona varje vardag. Beställer ni före kl. 15.00 får ni leverans nästa morgon före kl. 07.00.</p>
<p>Välj <em>Leverans till arbetsplats</em> i varukorgen så kommer godset direkt ut till bygget.</p>`,
  },
  {
    title: 'Montör i mobilen: tidrapportering på plats',
    publishDate: '2026-09-28',
    images: [picture('tool-1')],
    body: `<p>Nu kan era montörer starta och stoppa tid direkt på arbetsordern i mobilen, även utan täckning i källaren; tiden skickas när telefonen får kontakt igen.</p>
<p>Öppna Montör i mobilens webbläsare och välj <em>Lägg till på hemskärmen</em> så startar den som en app.</p>`,
    readByAdmin: true,
  },
  {
    title: 'Inventering på lagret i Helsingborg',
    publishDate: '2026-09-14',
    images: [],
    body: `<p>Lagret i Helsingborg är stängt för inventering <strong>fredag 2 oktober</strong>. Beställningar den dagen levereras från Ängelholm. Vi ber om ursäkt för besväret.</p>`,
  },
  {
    title: 'Vårens utbildningsprogram (utkast)',
    publishDate: '2026-11-18',
    images: [],
    body: '<p>Programmet är inte klart än.</p>',
    state: 'DRAFT',
  },
];

export interface MessageSeed {
  title: string;
  sentAt: string;
  body: string;
  /** Firm codes; absent: every customer firm. */
  to?: string[];
  readByAdmin?: boolean;
}

export const demoMessages: MessageSeed[] = [
  {
    title: 'Leveransstörning på pressrördelar',
    sentAt: '2026-11-19T07:15:00Z',
    body: `<p>Vår leverantör av pressmuffar i koppar har en produktionsstörning. Dimensionerna <strong>15 och 22 mm</strong> kan få upp till en veckas leveranstid fram till vecka 49.</p>
<p>Vi har likvärdiga alternativ i lager; fråga er säljare eller se ersättningsartiklarna direkt i katalogen.</p>`,
  },
  {
    title: 'Ert kundavtal för 2027',
    sentAt: '2026-11-12T13:40:00Z',
    body: `<p>Hej!</p><p>Ert kundavtal med Nordlunds löper ut vid årsskiftet. Er säljare Karin Holm hör av sig under november för att boka ett möte om villkoren för 2027.</p>
<p>Vill ni boka själva redan nu når ni Karin på <a href="tel:+46461234010">046-12 34 010</a>.</p>`,
    to: ['100245'],
  },
  {
    title: 'Planerat underhåll av Montör söndag 8 november',
    sentAt: '2026-11-04T09:00:00Z',
    body: `<p>Söndag 8 november kl. 06.00–08.00 uppdaterar vi Montör. Under den tiden kan ni inte logga in eller skicka beställningar. Sparade dokument påverkas inte.</p>`,
    readByAdmin: true,
  },
  {
    title: 'Välkommen till nya Montör',
    sentAt: '2026-10-01T06:00:00Z',
    body: `<p>Välkommen! I Montör har ni sortimentet med era egna nettopriser och lagersaldon, varukorgen som beställer direkt från oss och alla era affärsdokument på ett ställe.</p>
<p>Frågor om inloggning och behörigheter besvarar kundservice på <a href="mailto:kundservice@nordlunds-vvs.se">kundservice@nordlunds-vvs.se</a>.</p>`,
    readByAdmin: true,
  },
];
