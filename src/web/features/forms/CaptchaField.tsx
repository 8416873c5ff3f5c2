import { ActionIcon, Group, Paper, Skeleton, Text, TextInput, Tooltip } from '@mantine/core';
import { contentApi } from '@shared/api/content.api';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { captchaQuestion } from '../auth';

/** A captcha question and its answer; `fields()` is what the call sends, `renew()` asks a new question. */
export function useCaptcha() {
  const query = useApiQuery(contentApi.captcha, {}, { staleTime: 0, gcTime: 0 });
  const [answer, setAnswer] = useState('');
  return {
    query,
    answer,
    setAnswer,
    ready: Boolean(query.data),
    fields: () => ({ captchaTicket: query.data?.ticket ?? '', captchaAnswer: answer.trim() }),
    renew: () => {
      setAnswer('');
      void query.refetch();
    },
  };
}
export type CaptchaState = ReturnType<typeof useCaptcha>;

/** The arithmetic question of product-spec §3 with its answer field, the error shown at the answer. */
export function CaptchaField({
  captcha,
  error,
  onAnswer,
}: {
  captcha: CaptchaState;
  error?: string | undefined;
  /** Typing an answer takes the field's error away. */
  onAnswer?: () => void;
}) {
  const { query } = captcha;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        {query.data ? (
          <Text fw={600} data-testid="captcha-question">
            {captchaQuestion(query.data)}
          </Text>
        ) : query.error ? null : (
          <Skeleton h={20} w={140} />
        )}
        <Tooltip label="Ny fråga">
          <ActionIcon
            variant="subtle"
            aria-label="Ny fråga"
            onClick={captcha.renew}
            loading={query.isFetching}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {query.error && <QueryError what="kontrollfrågan" error={query.error} onRetry={captcha.renew} />}
      <TextInput
        label="Svar på kontrollfrågan"
        description="Svara på frågan så vet vi att du inte är en robot"
        withAsterisk
        inputMode="numeric"
        autoComplete="off"
        value={captcha.answer}
        onChange={(e) => {
          captcha.setAnswer(e.currentTarget.value);
          onAnswer?.();
        }}
        error={error}
        data-testid="captcha-answer"
      />
    </Paper>
  );
}
