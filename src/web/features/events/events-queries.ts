import { eventsApi } from '@shared/api/events.api';
import { formsApi } from '@shared/api/forms.api';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';

/** After a registration or a cancellation: the lists, the forms' filled state and the firm's list. */
export function refreshEvents() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(eventsApi.list) });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(eventsApi.registrationList) });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(formsApi.surveyForm) });
}
