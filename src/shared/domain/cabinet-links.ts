/**
 * Where a banner on the firms' start page leads (api-spec §4 link types; decision 0065), checked the same in
 * the administration's form and on the server. The firms' page follows an in-app path with the router,
 * opens an outside address in a new tab and a content section in a dialog (decision 0056).
 */

/** api-spec §4 link types of a cabinet banner. */
export const cabinetLinkTypes = ['EXTERNAL_LINK', 'INTERNAL_LINK', 'EXTENDED_CONTENT_SECTION_UID'] as const;
export type CabinetLinkType = (typeof cabinetLinkTypes)[number];

export const MAX_LINK_LENGTH = 1000;

export const cabinetLinkMessages = {
  internal: 'Ange en sida i Montör som börjar med /, till exempel /price_lists',
  external: 'Ange en fullständig adress som börjar med https://',
  section: 'Välj ett innehållsavsnitt',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path of this app: one leading slash (`//host` would leave the site), no spaces or backslashes (a
 * browser reads `/\host` as another site too).
 */
function isAppPath(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(link);
}

/** An https address with a host name: a banner never sends a firm to plain http, `javascript:` or a file. */
function isHttpsAddress(link: string): boolean {
  if (/\s/.test(link)) return false;
  try {
    const url = new URL(link);
    return (
      url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** The Swedish message that refuses `link` for `type`, or null when it may be saved. */
export function cabinetLinkProblem(type: CabinetLinkType, link: string): string | null {
  if (type === 'INTERNAL_LINK') return isAppPath(link) ? null : cabinetLinkMessages.internal;
  if (type === 'EXTERNAL_LINK') return isHttpsAddress(link) ? null : cabinetLinkMessages.external;
  return UUID.test(link) ? null : cabinetLinkMessages.section;
}
