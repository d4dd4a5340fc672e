import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { officeCall } from '../office-request';

export interface UserMessage {
  id: number;
  type: string;
  title: string;
  text: string;
  createdAt: string;
  isRead: boolean;
}

interface MessagesPage {
  items: UserMessage[];
  total: number;
  unread: number;
}

export const MESSAGES_PAGE_SIZE = 20;
const MESSAGES_KEY = ['office', 'messages'] as const;

/** The inbox (ACC-26), newest first, of one type or all supported types, a page at a time. */
export function useMessages(type: string | null) {
  return useInfiniteQuery({
    queryKey: [...MESSAGES_KEY, type],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      officeCall<MessagesPage>(
        'getmessages',
        { page: pageParam, page_size: MESSAGES_PAGE_SIZE, ...(type ? { type } : {}) },
        signal,
      ),
    getNextPageParam: (last, pages) =>
      pages.length * MESSAGES_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
}

/** readmessages: the listed ids, or every message. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[] } | { all: true }) =>
      officeCall<{ unread: number }>('readmessages', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['office', 'menu'] });
    },
  });
}
