import { Button, Center, FileInput, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { AdminFileRef } from '@shared/api/adminContent.api';
import { detectPictureType, MAX_PICTURE_BYTES, pictureMessages } from '@shared/domain/published-picture';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * What the browser can tell before sending a picture: its size and its type from the first bytes. The
 * server checks the same bytes again (and decodes the header); a name or a claimed type proves nothing.
 */
export async function pictureProblem(file: File): Promise<string | null> {
  if (file.size === 0) return pictureMessages.empty;
  if (file.size > MAX_PICTURE_BYTES) return pictureMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectPictureType(head) ? null : pictureMessages.wrongType;
}

/** A chosen file's preview address, released when another is chosen or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface PictureValue {
  /** A newly chosen file, sent when the form is saved. */
  file: File | null;
  /** The stored picture is to be taken away (only where a picture may be missing). */
  removed: boolean;
}

/**
 * A picture to upload (PNG, JPEG or WebP, at most 5 MB) with a preview of the stored or chosen one, and
 * optionally its alt text. A wrong file is refused at the field as soon as it is chosen.
 */
export function PictureInput({
  label,
  current,
  value,
  onChange,
  error,
  onProblem,
  required,
  removable,
  alt,
}: {
  label: string;
  current: AdminFileRef | null;
  value: PictureValue;
  onChange: (value: PictureValue) => void;
  error?: ReactNode;
  /** Sets (or clears with null) the field's message after the browser's own check. */
  onProblem: (message: string | null) => void;
  required?: boolean;
  /** A stored picture may be taken away (a news item's); a banner's is replaced, never removed. */
  removable?: boolean;
  alt?: { value: string; onChange: (text: string) => void; error?: ReactNode };
}) {
  const chosen = useObjectUrl(value.file);
  const shown = chosen ?? (current && !value.removed ? current.link : null);
  const choose = async (file: File | null) => {
    onChange({ file, removed: false });
    onProblem(file ? await pictureProblem(file) : null);
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap" gap="sm">
        {shown ? (
          <Image
            src={shown}
            alt=""
            w={96}
            h={72}
            fit="contain"
            radius="sm"
            bg="gray.1"
            data-testid="picture-preview"
          />
        ) : (
          <Center w={96} h={72} bg="gray.1" style={{ flexShrink: 0, borderRadius: 4 }}>
            <Text size="xs" c="gray.7">
              Ingen bild
            </Text>
          </Center>
        )}
        <FileInput
          style={{ flex: 1, minWidth: 0 }}
          label={label}
          description="PNG, JPEG eller WebP, högst 5 MB"
          placeholder={current && !value.removed ? `${current.fileName} (behålls)` : 'Välj bild'}
          accept="image/png,image/jpeg,image/webp"
          withAsterisk={required && !current}
          clearable
          clearButtonProps={{ 'aria-label': 'Ta bort vald bild' }}
          value={value.file}
          onChange={(file) => void choose(file)}
          error={error}
        />
      </Group>
      {removable && current && !value.removed && !value.file && (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onChange({ file: null, removed: true })}
          >
            Ta bort bilden
          </Button>
        </Group>
      )}
      {alt && (shown || !removable) && (
        <TextInput
          label="Bildbeskrivning"
          description="Vad bilden visar, för den som inte ser den. Lämna tomt om bilden bara är utsmyckning."
          value={alt.value}
          onChange={(e) => alt.onChange(e.currentTarget.value)}
          error={alt.error}
        />
      )}
    </Stack>
  );
}
