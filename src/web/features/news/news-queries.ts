import { contentApi } from '@shared/api/content.api';
import { type MessageSummary, newsApi } from '@shared/api/news.api';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';

export const unreadSummaryKey = apiQueryKey(newsApi.unreadMessages, {});

/** After reading: the menu counters, the lists and the header's notification are read again. */
export function refreshReadState(summary?: MessageSummary) {
  if (summary) queryClient.setQueryData(unreadSummaryKey, summary);
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(contentApi.counters) });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(newsApi.newsList) });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(newsApi.messages) });
  if (!summary) void queryClient.invalidateQueries({ queryKey: unreadSummaryKey });
}

/** One round of the unread-message poll (the shared interval, api-spec §7.7). */
export function pollUnreadMessages() {
  return queryClient.fetchQuery({
    queryKey: unreadSummaryKey,
    queryFn: ({ signal }) => call(newsApi.unreadMessages, {}, { signal, background: true }),
    staleTime: 0,
  });
}

/** Opening a message marks it read (api-spec §7.3); the answer is what is left unread. */
export async function markMessageRead(uid: string): Promise<MessageSummary> {
  const summary = await call(newsApi.markMessageRead, { uid });
  refreshReadState(summary);
  return summary;
}

/** The text of sanitised HTML, for an excerpt; DOMParser runs no script and loads no picture. */
export function plainText(html: string, max = 220): string {
  // Blocks end in a space, so "Hej!</p><p>Ert" does not read "Hej!Ert".
  const spaced = html.replace(/<\/(p|li|h[2-4]|td|th|tr|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')} …`;
}
