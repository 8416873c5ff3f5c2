import { Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SaleTerms as Terms } from '@shared/api/priceLists.api';

/** The provider's sale terms as it published them: headed sections of plain text. */
export function SaleTerms({ terms }: { terms: Terms | null }) {
  // On a phone the terms come before the lists: folded to a few lines so the lists are near.
  const phone = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="sale-terms"
      data-testid="sale-terms"
    >
      <Title order={2} fz={18} id="sale-terms" mb={4}>
        {terms?.title ?? 'Försäljningsvillkor'}
      </Title>
      {terms ? (
        <>
          <Text size="xs" c="dimmed" mb="sm">
            Gäller från {terms.updatedOn}
          </Text>
          <Spoiler
            maxHeight={phone ? 140 : 4000}
            showLabel="Visa alla villkor"
            hideLabel="Visa mindre"
            data-testid="sale-terms-spoiler"
          >
            <Stack gap="sm">
              {terms.sections.map((section) => (
                <div key={section.heading}>
                  <Text fw={600} size="sm">
                    {section.heading}
                  </Text>
                  <Text size="sm">{section.text}</Text>
                </div>
              ))}
            </Stack>
          </Spoiler>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Grossisten har inte publicerat några försäljningsvillkor ännu. Kontakta er säljare om villkoren.
        </Text>
      )}
    </Paper>
  );
}
