import type { PublicationState } from '@shared/api/news.api';

/** The tab's addresses: events at the top, surveys and forms under /enkater. */
export const EVENTS_ADMIN_PATH = '/admin/evenemang';
export const SURVEYS_ADMIN_PATH = `${EVENTS_ADMIN_PATH}/enkater`;
export const NEW_EVENT_SEGMENT = 'nytt';
export const NEW_SURVEY_SEGMENT = 'ny';

export const stateBadges: Record<PublicationState, { label: string; color: string }> = {
  DRAFT: { label: 'Utkast', color: 'yellow' },
  PUBLISHED: { label: 'Publicerad', color: 'green' },
  UNPUBLISHED: { label: 'Avpublicerad', color: 'gray' },
};
