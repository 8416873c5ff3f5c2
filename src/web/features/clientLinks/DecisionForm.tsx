import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { clientLinksApi, type PublicDocument } from '@shared/api/clientLinks.api';
import type { ClientDecision } from '@shared/domain/documents/client-link';
import { formatKr } from '@shared/domain/format';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';

interface DecisionFormProps {
  token: string;
  view: PublicDocument;
  /** The server's answer after the decision: the page shows it. */
  onDecided: (view: PublicDocument) => void;
  /** The link stopped working meanwhile (revoked, expired): the page turns neutral. */
  onUnavailable: () => void;
}

const endpoints = { ACCEPTED: clientLinksApi.accept, DECLINED: clientLinksApi.decline } as const;

/** Why a decision was refused, in the client's words; the name's own message goes to its field. */
function refusal(error: unknown): { name?: string; general?: string; gone?: boolean } {
  if (!isApiError(error))
    return { general: 'Svaret kunde inte skickas. Kontrollera anslutningen och försök igen.' };
  if (error.status === 404) return { gone: true };
  if (error.status === 429)
    return { general: 'För många försök på kort tid. Vänta en stund och försök igen.' };
  const fields = error.fieldMessages();
  if (fields.name) return { name: fields.name };
  return { general: error.displayText };
}

/**
 * The client's answer to an offer or ÄTA: their name (required) and a comment, then Acceptera or Avböj.
 * The sentence above the buttons says what accepting means: this document, at this sum.
 */
export function DecisionForm({ token, view, onDecided, onUnavailable }: DecisionFormProps) {
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState<ClientDecision | null>(null);
  const { document } = view;
  const caption = document.number === null ? document.kindLabel : `${document.kindLabel} ${document.number}`;

  async function decide(decision: ClientDecision, event?: FormEvent) {
    event?.preventDefault();
    setGeneral(null);
    if (!name.trim()) {
      setNameError('Skriv ditt namn');
      return;
    }
    setBusy(decision);
    try {
      onDecided(await call(endpoints[decision], { token, name, comment }, { handleErrors: false }));
    } catch (error) {
      const why = refusal(error);
      if (why.gone) onUnavailable();
      setNameError(why.name ?? null);
      setGeneral(why.general ?? null);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="decide-title"
    >
      <form onSubmit={(e) => void decide('ACCEPTED', e)} noValidate data-testid="client-link-decision-form">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="decide-title">
            Ditt svar
          </Title>
          <Text size="sm">
            Genom att acceptera godkänner du {caption} från {view.firm.name} på{' '}
            <b>{formatKr(document.totals.totalPayableSumOre)}</b> som den ser ut här. Ditt namn och tiden
            sparas och skickas till {view.firm.name}.
          </Text>
          <TextInput
            label="Ditt namn"
            required
            autoComplete="name"
            maxLength={200}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            data-testid="client-link-name"
          />
          <Textarea
            label="Kommentar (valfri)"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            data-testid="client-link-comment"
          />
          {general && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert" data-testid="client-link-error">
              {general}
            </Alert>
          )}
          <Group gap="sm" grow preventGrowOverflow={false}>
            <Button
              type="submit"
              color="green.8"
              leftSection={<IconCheck size={18} />}
              loading={busy === 'ACCEPTED'}
              disabled={busy === 'DECLINED'}
              data-testid="client-link-accept"
            >
              Acceptera
            </Button>
            <Button
              variant="default"
              c="red.9"
              leftSection={<IconX size={18} />}
              loading={busy === 'DECLINED'}
              disabled={busy === 'ACCEPTED'}
              onClick={() => void decide('DECLINED')}
              data-testid="client-link-decline"
            >
              Avböj
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
