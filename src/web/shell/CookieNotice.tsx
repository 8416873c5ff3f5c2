import { Anchor, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from './CookieNotice.module.css';

const COOKIE_NAME = 'cookies_agreed';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function hasAgreed(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${COOKIE_NAME}=`));
}

export function CookieNotice() {
  const [visible, setVisible] = useState(() => !hasAgreed());
  if (!visible) return null;

  function agree() {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    document.cookie = `${COOKIE_NAME}=true; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
    setVisible(false);
  }

  return (
    <Paper
      className={classes.notice}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      role="region"
      aria-label="Om cookies"
    >
      <Group wrap="nowrap" align="center" gap="md">
        <ThemeIcon variant="light" color="copper" size={40} radius="xl" visibleFrom="xs">
          <IconCookie size={22} />
        </ThemeIcon>
        <Text size="sm" style={{ flex: 1 }}>
          Montör använder bara de cookies som behövs för att du ska kunna logga in och för att komma ihåg dina
          val.{' '}
          <Anchor component={Link} to="/cookies/" size="sm">
            Läs mer om cookies
          </Anchor>
        </Text>
        <Button onClick={agree}>Jag förstår</Button>
      </Group>
    </Paper>
  );
}
