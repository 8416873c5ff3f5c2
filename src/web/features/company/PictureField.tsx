import { Box, Button, Center, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CompanyProfile, companyApi } from '@shared/api/company.api';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { confirm } from '../../shell/dialogs';
import { checkPictureFile, uploadPicture } from './upload-picture';

type Kind = 'logo' | 'footer';

const kinds = {
  logo: {
    label: 'Logotyp',
    description: 'Visas överst på offerter, fakturor och andra dokument. PNG eller JPEG, högst 25 MB.',
    empty: 'Ingen logotyp uppladdad',
    upload: companyApi.uploadLogo,
    remove: companyApi.deleteLogo,
    infoKey: 'customerLogoLink',
  },
  footer: {
    label: 'Bild i sidfoten',
    description: 'Till exempel certifieringar eller branschmärken. PNG eller JPEG, högst 25 MB.',
    empty: 'Ingen sidfotsbild uppladdad',
    upload: companyApi.uploadFooterImage,
    remove: companyApi.deleteFooterImage,
    infoKey: 'documentsFooterImageLink',
  },
} as const;

/** The picture's address lives in the profile's info, not in the form: uploading needs no save. */
function storeLink(kind: Kind, link: string | null) {
  queryClient.setQueryData<CompanyProfile>(apiQueryKey(companyApi.profile, {}), (profile) =>
    profile ? { ...profile, info: { ...profile.info, [kinds[kind].infoKey]: link } } : profile,
  );
}

export function PictureField({
  kind,
  link,
  editable,
  maxBytes,
}: {
  kind: Kind;
  link: string | null;
  editable: boolean;
  maxBytes: number;
}) {
  const spec = kinds[kind];
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // Without a reset, choosing the same file again after a refusal would not fire onChange.
  const resetFile = useRef<() => void>(null);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const problem = await checkPictureFile(file, maxBytes);
      if (problem) throw new Error(problem);
      const result = await uploadPicture(spec.upload, file);
      return Object.values(result)[0] as string;
    },
    onMutate: () => setError(null),
    onSuccess: (newLink) => {
      storeLink(kind, newLink);
      notifications.show({ color: 'green', message: `${spec.label} har laddats upp`, autoClose: 3000 });
    },
    onError: (e) => {
      if (isApiError(e)) {
        if (!e.handled) setError(e.fieldMessages().content ?? e.displayText);
      } else setError(e.message);
    },
  });

  const remove = useMutation({
    mutationFn: () => call(spec.remove, {}),
    onSuccess: () => storeLink(kind, null),
  });

  async function askRemove() {
    const ok = await confirm({
      title: `Ta bort ${spec.label.toLowerCase()}`,
      message: 'Bilden tas bort från alla dokument som skrivs ut härefter.',
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (ok) remove.mutate();
  }

  return (
    <Input.Wrapper
      id={id}
      label={spec.label}
      description={spec.description}
      error={error}
      data-testid={`picture-${kind}`}
    >
      <Group mt="xs" gap="md" align="center" wrap="nowrap">
        <Box
          w={180}
          h={90}
          bd="1px dashed var(--mantine-color-gray-4)"
          bg="white"
          style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0, overflow: 'hidden' }}
        >
          {link ? (
            <Image src={link} alt={spec.label} h={88} fit="contain" p={6} />
          ) : (
            <Center h="100%">
              <Stack gap={2} align="center">
                <IconPhoto size={22} color="var(--mantine-color-gray-5)" />
                <Text size="xs" c="dimmed" ta="center" px="xs">
                  {spec.empty}
                </Text>
              </Stack>
            </Center>
          )}
        </Box>
        {editable && (
          <Stack gap="xs">
            <FileButton
              resetRef={resetFile}
              accept="image/png,image/jpeg"
              onChange={(file) => {
                resetFile.current?.();
                if (file) upload.mutate(file);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  id={id}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} />}
                  loading={upload.isPending}
                >
                  {link ? 'Byt bild' : 'Ladda upp'}
                </Button>
              )}
            </FileButton>
            {link && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={remove.isPending}
                onClick={() => void askRemove()}
              >
                Ta bort
              </Button>
            )}
          </Stack>
        )}
      </Group>
    </Input.Wrapper>
  );
}
