import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The call layer already reports failures to the user; retrying would repeat the notification.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // Offline the call layer answers from its copies or queues the change (decision 0049); paused
      // queries would never ask it.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
